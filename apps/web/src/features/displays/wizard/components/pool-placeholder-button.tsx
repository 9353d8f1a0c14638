import { PictureOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ComponentType, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayMediaItem } from '@plakat/shared';
import { notify } from '../../../../lib/notify.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { poolPicker } from '../../../media-pool/index.ts';
import { addPlaceholdersFromPool } from '../../api/display-media.ts';

type PickerProps = {
  open: boolean;
  room: number;
  onClose: () => void;
  onPick: (fileIds: string[]) => Promise<unknown>;
};
/** The media pool's picker dialog loads when it is first opened (features/media-pool/picker). */
const PoolPicker = lazy(() => poolPicker().then((component) => ({ default: component as ComponentType<PickerProps> })));

/**
 * The placeholder step's "Choose from media pool": the pool overview in picker mode; the chosen pictures are copied
 * to the display (POST /displays/{id}/media/from-pool) and the pool files are used from then on. Shown to users who
 * may see pool files.
 */
export function PoolPlaceholderButton({
  displayId,
  room,
  onAdded,
}: {
  displayId: string;
  room: number;
  onAdded: (media: DisplayMediaItem[]) => void;
}) {
  const { t } = useTranslation('displayWizard');
  const [open, setOpen] = useState(false);
  const canSeePublic = useCan('GET_PUBLIC_MEDIA');
  const canSeePrivate = useCan('GET_PRIVATE_MEDIA');
  if (!canSeePublic && !canSeePrivate) return null;
  return (
    <>
      <Button icon={<PictureOutlined aria-hidden />} disabled={room <= 0} onClick={() => setOpen(true)}>
        {t('media.fromPool')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PoolPicker
            open={open}
            room={room}
            onClose={() => setOpen(false)}
            onPick={async (fileIds) => {
              const answer = await addPlaceholdersFromPool(displayId, fileIds);
              notify.success(answer.message);
              onAdded(answer.media as DisplayMediaItem[]);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
