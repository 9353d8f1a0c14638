import { EditOutlined } from '@ant-design/icons';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../../components/link-button.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Panel } from '../../../../components/panel.tsx';
import { paths } from '../../../../config/paths.ts';
import { leadsNowhere } from '../../../../lib/api-client.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { usePoolFile } from '../../api/get-file.ts';
import { formatBytes, formatDuration } from '../../lib/format.ts';
import { EditForm } from '../components/edit-form.tsx';
import styles from '../components/edit-form.module.css';
import { FilePreview } from '../components/file-preview.tsx';

/** /dashboard/media-pool/add-media-pool/{id} (spec 02 §2, §5): the file's preview beside its edit form. */
export function EditPage() {
  const { t } = useTranslation('mediaPool');
  const language = useLanguage();
  const { id = '' } = useParams();
  const file = usePoolFile(id);
  const d = file.data;

  return (
    <div className={styles.layout}>
      <PageHeader icon={<EditOutlined />} color="#52c41a" title={t('edit.title')} intro={t('edit.intro')} />
      <div style={{ height: 16 }} />
      {file.isPending ? (
        <Spin size="large" />
      ) : file.isError || !d ? (
        <Alert
          type="error"
          showIcon
          title={leadsNowhere(file.error) ? t('edit.notFound') : t('edit.loadFailed')}
          action={
            <LinkButton size="small" to={paths.dashboard.mediaPool.add}>
              {t('edit.toUpload')}
            </LinkButton>
          }
        />
      ) : (
        <div className={styles.grid}>
          <Panel>
            <FilePreview file={d} />
            <div className={`plakat-secondary ${styles.facts}`}>
              {[
                t('edit.number', { number: d.onlineId }),
                d.width && d.height ? t('edit.pixels', { width: d.width, height: d.height }) : null,
                formatBytes(d.size, language),
                d.duration !== null ? formatDuration(d.duration, language) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </Panel>
          <Panel>
            <EditForm key={d.lastChange} file={d} />
          </Panel>
        </div>
      )}
    </div>
  );
}
