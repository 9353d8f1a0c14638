import { DownloadOutlined, EditOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Empty, Flex, Spin, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canEditFile } from '@plakat/shared';
import { LinkButton } from '../../../../components/link-button.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Panel } from '../../../../components/panel.tsx';
import { paths } from '../../../../config/paths.ts';
import { leadsNowhere } from '../../../../lib/api-client.ts';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { type MediaDetails, usePoolFile } from '../../api/get-file.ts';
import { useFileInfoItems } from '../../components/file-info.tsx';
import { MediaStatus } from '../../components/media-status.tsx';
import { ProcessingNotice } from '../../components/processing-notice.tsx';
import { FilePreview } from '../../edit/components/file-preview.tsx';
import { useMediaAbilities } from '../../hooks/use-media-abilities.ts';
import styles from './media-details.module.css';

const mp = paths.dashboard.mediaPool;

/**
 * /dashboard/media-pool/list/{id}: the file with its information, where it is used (display placeholders now;
 * designs and schedules add their kinds), the whole file log (upload, edits, state changes: who and when) and the
 * downloads of the stored file and, where the company keeps originals, of the uploaded one.
 */
export function MediaDetailsPage() {
  const { t } = useTranslation('mediaPool');
  const { id = '' } = useParams();
  const file = usePoolFile(id);
  if (file.isPending) return <Spin size="large" />;
  if (file.isError || !file.data) {
    const missing = leadsNowhere(file.error);
    return (
      <Alert
        type="error"
        showIcon
        title={missing ? t('details.notFound') : t('details.loadFailed')}
        action={
          <LinkButton size="small" to={mp.list}>
            {t('details.toList')}
          </LinkButton>
        }
      />
    );
  }
  return <Details file={file.data} />;
}

function Details({ file }: { file: MediaDetails }) {
  const { t } = useTranslation('mediaPool');
  const formatDate = useFormatDate();
  const abilities = useMediaAbilities();
  const items = useFileInfoItems(file);
  const editable = canEditFile(file) === null && abilities.may('editGeneral', file.infoAccess);
  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <PageHeader
        back={mp.list}
        backLabel={t('details.toList')}
        icon={<FileSearchOutlined />}
        title={`${t('details.heading', { number: file.onlineId })} · ${file.title}`}
        extra={
          <Flex gap={8} wrap>
            {editable && (
              <Link to={mp.edit(file.id)}>
                <Button icon={<EditOutlined aria-hidden />}>{t('details.edit')}</Button>
              </Link>
            )}
            <Button icon={<DownloadOutlined aria-hidden />} href={file.url} download>
              {t('details.download')}
            </Button>
            {file.originalUrl && (
              <Button icon={<DownloadOutlined aria-hidden />} href={file.originalUrl} download>
                {t('details.downloadOriginal')}
              </Button>
            )}
          </Flex>
        }
      />
      <MediaStatus file={file} />
      <div className={styles.grid}>
        <Panel>
          <FilePreview file={file} />
          <ProcessingNotice file={file} />
        </Panel>
        <Panel title={t('details.information')}>
          <Descriptions size="small" column={1} items={items} />
        </Panel>
        <Panel title={t('details.usage')}>
          {file.usage.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.notUsed')} />
          ) : (
            <ul className={styles.usage}>
              {file.usage.map((use) => (
                <li key={`${use.kind}-${use.resourceId}`}>
                  <span className="plakat-secondary">{t(`details.usageKind.${use.kind}`)}</span>{' '}
                  {use.kind === 'design' ? (
                    <Link to={paths.dashboard.editorCanvas(use.resourceId)}>
                      {use.title ?? t('details.usageKind.design')}
                    </Link>
                  ) : (
                    <Link to={paths.dashboard.displayManagement.ownDetails(use.resourceId)}>
                      {t('details.display', { id: use.onlineId ?? '' })}
                      {use.title ? ` · ${use.title}` : ''}
                    </Link>
                  )}{' '}
                  <span className="plakat-secondary">{t('details.usedSince', { date: formatDate(use.since) })}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('details.log')}>
          <Timeline
            items={file.fileLog.map((entry, i) => ({
              key: `${entry.at}-${i}`,
              content: (
                <div>
                  <div>{entry.text}</div>
                  <div className="plakat-secondary">
                    {entry.userName
                      ? t('details.logBy', { name: entry.userName, date: formatDate(entry.at, { withTime: true }) })
                      : formatDate(entry.at, { withTime: true })}
                  </div>
                </div>
              ),
            }))}
          />
        </Panel>
      </div>
    </Flex>
  );
}
