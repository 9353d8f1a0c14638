import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeySet } from '../../../hooks/key-set-store.ts';
import { useLocalOverview } from '../../../hooks/use-overview.ts';
import type { KeySetStore } from '../../../hooks/key-set-store.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { MediaOverview } from '../overview/components/media-overview.tsx';
import { type MediaFilter, mediaSearch } from '../overview/lib/filters.ts';
import { PickerUpload } from './picker-upload.tsx';

/** The picker lists what can be taken: pictures (or pictures and videos) that are not archived (the server checks again). */
const pickable: Partial<MediaFilter> = { type: 'image', isArchived: 'false' };
const pickableMedia: Partial<MediaFilter> = { isArchived: 'false' };

/**
 * The media pool overview in picker mode, in a dialog: search, table or grid, expand to look closer, select up to
 * `room` pictures and take them. `onPick` does the caller's call (the display wizard copies them as placeholders);
 * its error shows in the dialog, which stays open.
 */
export function PoolPicker({
  open,
  room,
  onClose,
  onPick,
  title,
  videos = false,
}: {
  open: boolean;
  room: number;
  onClose: () => void;
  onPick: (fileIds: string[]) => Promise<unknown>;
  /** The dialog's title; the display wizard's placeholder wording when not given. */
  title?: string;
  /** Videos too (a display's program), not only pictures; the type filter is then the reader's. */
  videos?: boolean;
}) {
  const { t } = useTranslation('mediaPool');
  const overview = useLocalOverview(mediaSearch);
  const canUpload = useCan('UPLOAD_MEDIAPOOL_MEDIA');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title ?? t('picker.title')}
      width={1100}
      footer={null}
      destroyOnHidden
      styles={{ body: { maxHeight: '75vh', overflowY: 'auto' } }}
    >
      <MediaOverview
        mode="picker"
        overview={overview}
        fixed={videos ? pickableMedia : pickable}
        toolbar={({ selected }) => (
          <>
            <PickBar selected={selected} room={room} onPick={onPick} onClose={onClose} files={videos} />
            {canUpload && <PickerUpload selected={selected} room={room} />}
          </>
        )}
      />
    </Modal>
  );
}

function PickBar({
  selected,
  room,
  onPick,
  onClose,
  files,
}: {
  selected: KeySetStore;
  room: number;
  onPick: (fileIds: string[]) => Promise<unknown>;
  onClose: () => void;
  /** 'files' instead of 'pictures' in the texts. */
  files: boolean;
}) {
  const { t } = useTranslation('mediaPool');
  const word = files ? 'Files' : '';
  const ids = useKeySet(selected);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooMany = ids.size > room;
  const take = async () => {
    setBusy(true);
    setError(null);
    try {
      await onPick([...ids]);
      selected.set([]);
      onClose();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <span aria-live="polite">
          {tooMany ? t(`picker.tooMany${word}`, { count: room }) : t(`picker.room${word}`, { count: room })}
        </span>
        <Button
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          disabled={ids.size === 0 || tooMany}
          loading={busy}
          onClick={take}
        >
          {t(`picker.use${word}`, { count: ids.size })}
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
