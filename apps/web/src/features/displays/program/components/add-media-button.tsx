import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ComponentType, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../lib/permissions.tsx';
import { poolPicker } from '../../../media-pool/index.ts';
import { pickedFiles } from '../api/program.ts';
import type { PickedFile } from '../lib/program-draft.ts';

type PickerProps = {
  open: boolean;
  room: number;
  title: string;
  videos: boolean;
  onClose: () => void;
  onPick: (fileIds: string[]) => Promise<unknown>;
};
/** The media pool's picker dialog loads when it is first opened (features/media-pool/picker). */
const PoolPicker = lazy(() => poolPicker().then((component) => ({ default: component as ComponentType<PickerProps> })));

/** "Add media": pool pictures, videos and published designs, several at once, appended to the program (not saved). */
export function AddMediaButton({ room, onAdd }: { room: number; onAdd: (files: PickedFile[]) => void }) {
  const { t } = useTranslation('displayProgram');
  const [open, setOpen] = useState(false);
  const canSeePublic = useCan('GET_PUBLIC_MEDIA');
  const canSeePrivate = useCan('GET_PRIVATE_MEDIA');
  if (!canSeePublic && !canSeePrivate) return null;
  return (
    <>
      <Button icon={<PlusOutlined aria-hidden />} disabled={room <= 0} onClick={() => setOpen(true)}>
        {t('program.add')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PoolPicker
            open
            videos
            room={room}
            title={t('program.pickerTitle')}
            onClose={() => setOpen(false)}
            onPick={async (ids) => onAdd(await pickedFiles(ids))}
          />
        </Suspense>
      )}
    </>
  );
}
