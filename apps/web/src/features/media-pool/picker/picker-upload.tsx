import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Upload } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeySetStore } from '../../../hooks/key-set-store.ts';
import { UploadRow } from '../upload/components/upload-row.tsx';
import styles from '../upload/components/upload-list.module.css';
import { useUploads } from '../upload/hooks/use-uploads.ts';
import type { UploadResult } from '../upload/lib/tus-upload.ts';

/** What the picker takes: pictures only (the server decides from the bytes; this only narrows the file dialog). */
const acceptPictures = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * Upload from inside the picker, through the media pool's upload (tus, resumable, the same checks): each finished
 * file lands in the pool, shows in the list below and is selected while there is room.
 */
export function PickerUpload({ selected, room }: { selected: KeySetStore; room: number }) {
  const { t } = useTranslation('mediaPool');
  const onFinished = useCallback(
    (result: UploadResult) => {
      if (selected.get().size < room) selected.toggle(result.id, true);
    },
    [selected, room],
  );
  const uploads = useUploads(onFinished);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }}>
      <Upload
        multiple
        accept={acceptPictures}
        showUploadList={false}
        beforeUpload={(file, fileList) => {
          // Called once per file of a choice; the first call takes the whole batch.
          if (file === fileList[0]) uploads.add(fileList as File[]);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{t('picker.upload')}</Button>
      </Upload>
      {uploads.rows.length > 0 && (
        <ul className={styles.list} aria-label={t('upload.files')}>
          {uploads.rows.map((row) => (
            <UploadRow key={row.key} row={row} onCancel={uploads.cancel} onRetry={uploads.retry} editLink={false} />
          ))}
        </ul>
      )}
    </Flex>
  );
}
