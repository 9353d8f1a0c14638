import { CloudUploadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Flex, Upload } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Panel } from '../../../../components/panel.tsx';
import { paths } from '../../../../config/paths.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { KeepOriginals } from '../components/keep-originals.tsx';
import { StorageMeter } from '../components/storage-meter.tsx';
import { UploadRow } from '../components/upload-row.tsx';
import styles from '../components/upload-list.module.css';
import { type UploadRow as Row, useUploads } from '../hooks/use-uploads.ts';
import type { UploadResult } from '../lib/tus-upload.ts';

/** What the pool takes (the server decides from the bytes; this only narrows the file picker). */
const accept = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm';

/**
 * /dashboard/media-pool/add-media-pool (spec 02 §2, issue 21): several files by drag and drop or the file picker, each
 * uploaded at once and resumable, one row per file; the company's used and free space. A single finished upload opens
 * its edit form; with several, each row links to its own. The company owner switches "keep original files" here.
 */
export function UploadPage() {
  const { t } = useTranslation('mediaPool');
  const navigate = useNavigate();
  const onFinished = useCallback(
    (result: UploadResult, rows: Row[]) => {
      if (rows.length === 1) navigate(paths.dashboard.mediaPool.edit(result.id));
    },
    [navigate],
  );
  const uploads = useUploads(onFinished);
  const canUpload = useCan('UPLOAD_MEDIAPOOL_MEDIA');

  return (
    <Flex vertical gap={16}>
      <PageHeader icon={<CloudUploadOutlined />} color="#52c41a" title={t('upload.title')} intro={t('upload.intro')} />
      {!canUpload && <Alert type="info" showIcon title={t('upload.forbidden')} />}
      <Panel>
        <Flex vertical gap={16}>
          {canUpload && <StorageMeter />}
          <KeepOriginals />
          <Upload.Dragger
            multiple
            disabled={!canUpload}
            accept={accept}
            showUploadList={false}
            beforeUpload={(file, fileList) => {
              // Called once per file of a drop; the first call takes the whole batch.
              if (file === fileList[0]) uploads.add(fileList as File[]);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{t('upload.drop')}</p>
            <p className="ant-upload-hint">{t('upload.hint')}</p>
          </Upload.Dragger>
        </Flex>
      </Panel>
      {uploads.rows.length > 0 && (
        <ul className={styles.list} aria-label={t('upload.files')}>
          {uploads.rows.map((row) => (
            <UploadRow key={row.key} row={row} onCancel={uploads.cancel} onRetry={uploads.retry} />
          ))}
        </ul>
      )}
    </Flex>
  );
}
