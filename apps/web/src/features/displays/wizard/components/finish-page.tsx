import { CopyOutlined, LogoutOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DuplicateCountModal } from '../../state-changes/components/duplicate-count-modal.tsx';
import { paths } from '../../../../config/paths.ts';
import { useDuplicateDisplay } from '../../api/duplicate-display.ts';
import { ResultHeading } from '../../../../components/page-heading.tsx';
import { useCan } from '../../../../lib/permissions.tsx';

/**
 * The page after the last step: the display's ID, whether it is active; Exit, Duplicate Display (DUPLICATE_DISPLAY),
 * Create New Display (CREATE_DISPLAY): an edit with EDIT_DISPLAY alone ends here too, without those two.
 */
export function FinishPage({
  id,
  onlineId,
  isActive,
  title,
  edited,
}: {
  id: string;
  onlineId: number;
  isActive: boolean;
  title?: string;
  edited?: boolean;
}) {
  const { t } = useTranslation('displayWizard');
  const navigate = useNavigate();
  // The success toast is the server's message, as in the overview ('Duplicate displays created').
  const duplicate = useDuplicateDisplay();
  const [duplicating, setDuplicating] = useState(false);
  const canDuplicate = useCan('DUPLICATE_DISPLAY');
  const canCreate = useCan('CREATE_DISPLAY');

  return (
    <Card style={{ maxWidth: 1100, margin: '0 auto', width: '100%' }} data-testid="wizard-finish">
      <Result
        status="success"
        title={<ResultHeading>{edited ? t('finish.savedTitle') : t('finish.title')}</ResultHeading>}
        subTitle={t('finish.subtitle')}
        extra={
          <Flex vertical align="center" gap={24}>
            <Descriptions
              bordered
              size="small"
              column={1}
              style={{ minWidth: 320 }}
              items={[
                {
                  key: 'id',
                  label: t('finish.displayId'),
                  children: <strong data-testid="finish-online-id">{onlineId}</strong>,
                },
                ...(title ? [{ key: 'title', label: t('fields.title'), children: title }] : []),
                {
                  key: 'active',
                  label: t('finish.status'),
                  children: (
                    <Tag color={isActive ? 'green' : 'default'}>
                      {isActive ? t('finish.activated') : t('finish.notActivated')}
                    </Tag>
                  ),
                },
              ]}
            />
            <Flex wrap gap={8} justify="center">
              <Button
                icon={<LogoutOutlined aria-hidden />}
                onClick={() => navigate(paths.dashboard.displayManagement.ownList)}
              >
                {t('finish.exit')}
              </Button>
              {canDuplicate && (
                <Button icon={<CopyOutlined aria-hidden />} onClick={() => setDuplicating(true)}>
                  {t('finish.duplicate')}
                </Button>
              )}
              {canCreate && (
                <Button
                  type="primary"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => navigate(paths.dashboard.displayManagement.create)}
                >
                  {t('finish.createNew')}
                </Button>
              )}
            </Flex>
          </Flex>
        }
      />
      {duplicating && (
        <DuplicateCountModal
          open
          onlineId={onlineId}
          pending={duplicate.isPending}
          onClose={() => setDuplicating(false)}
          onConfirm={(count) => duplicate.mutate({ id, count }, { onSuccess: () => setDuplicating(false) })}
        />
      )}
    </Card>
  );
}
