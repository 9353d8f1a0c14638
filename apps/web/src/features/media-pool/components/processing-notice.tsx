import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MediaFileItem } from '@plakat/shared';
import { useRetryProcessing } from '../api/file-changes.ts';
import { useMediaAbilities } from '../hooks/use-media-abilities.ts';

/**
 * While a file's thumbnail and preview are made (a video, a very large picture): a note that they appear by
 * themselves (the list asks again meanwhile). When that failed: the note and, for users who may edit the file, a
 * retry that queues the work again.
 */
export function ProcessingNotice({ file }: { file: Pick<MediaFileItem, 'id' | 'processing' | 'infoAccess'> }) {
  const { t } = useTranslation('mediaPool');
  const abilities = useMediaAbilities();
  const retry = useRetryProcessing();
  if (file.processing === 'ready') return null;
  if (file.processing === 'processing') {
    return <Alert type="info" showIcon title={t('expanded.processingHint')} />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t('expanded.failedHint')}
      action={
        abilities.may('editGeneral', file.infoAccess) && (
          <Button
            size="small"
            icon={<ReloadOutlined aria-hidden />}
            loading={retry.isPending}
            onClick={() => retry.mutate(file.id)}
          >
            {t('expanded.retryProcessing')}
          </Button>
        )
      }
    />
  );
}
