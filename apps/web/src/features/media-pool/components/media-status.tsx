import { InboxOutlined, LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaFileItem } from '@plakat/shared';

type Row = Pick<MediaFileItem, 'status' | 'isArchived' | 'processing' | 'mediaType' | 'infoAccess'>;

/** A plain tag (app/plain-ui.css): drawn in every row, so no antd component. */
const Tag = ({ tone, children }: { tone?: 'green' | 'blue' | 'red' | 'purple'; children: ReactNode }) => (
  <span className={tone ? `plakat-tag plakat-tag-${tone}` : 'plakat-tag'}>{children}</span>
);

/** The status ribbon of a file: used or not, archived, processing state, media type and a private mark. */
export function MediaStatus({ file }: { file: Row }) {
  const { t } = useTranslation('mediaPool');
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Tag tone={file.status === 'used' ? 'green' : undefined}>{t(`status.${file.status}`)}</Tag>
      {file.isArchived && (
        <Tag>
          <InboxOutlined aria-hidden />
          {t('status.archived')}
        </Tag>
      )}
      {file.processing !== 'ready' && (
        <Tag tone={file.processing === 'failed' ? 'red' : 'blue'}>{t(`status.${file.processing}`)}</Tag>
      )}
      {file.mediaType !== 'general' && <Tag tone="purple">{t(`mediaType.${file.mediaType}`)}</Tag>}
      {file.infoAccess === 'private' && (
        <Tag>
          <LockOutlined aria-hidden />
          {t('status.private')}
        </Tag>
      )}
    </span>
  );
}
