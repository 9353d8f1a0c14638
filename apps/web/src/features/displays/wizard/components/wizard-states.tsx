import { Button, Card, Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../components/link-button.tsx';
import { paths } from '../../../../config/paths.ts';

export function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      {children}
    </Flex>
  );
}

export function DraftLimitMessage() {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status="warning"
        title={t('draftLimit.title')}
        subTitle={t('draftLimit.message')}
        extra={
          <LinkButton type="primary" to={paths.dashboard.displayManagement.ownList}>
            {t('draftLimit.link')}
          </LinkButton>
        }
      />
    </Card>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status="error"
        title={t('errors.somethingWrong')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('errors.tryAgain')}
          </Button>
        }
      />
    </Card>
  );
}

/** Instead of the wizard: why it cannot be used here, with the way back to the display overview. */
export function Unavailable({ reason }: { reason: 'noPermission' | 'notFound' }) {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status={reason === 'notFound' ? '404' : '403'}
        title={t(`errors.${reason}`)}
        extra={<LinkButton to={paths.dashboard.displayManagement.ownList}>{t('draftLimit.link')}</LinkButton>}
      />
    </Card>
  );
}
