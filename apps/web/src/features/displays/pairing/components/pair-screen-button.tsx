import { LinkOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayListItem } from '@plakat/shared';
import { LazyTooltip } from '../../../../components/lazy-tooltip.tsx';
import { useDialog } from '../../../../hooks/use-dialog.ts';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import { useCan } from '../../../../lib/permissions.tsx';

export type PairableDisplay = Pick<DisplayListItem, 'id' | 'title' | 'status' | 'isActive' | 'isLocked'>;

const PairScreenDialog = lazyComponent(() => import('./pair-screen-dialog.tsx').then((m) => m.PairScreenDialog));

/**
 * Pairing a screen by the code it shows (docs/api/player.md): shown to users with EDIT_DISPLAY on a completed display,
 * disabled with the reason while the display does not play (locked or deactivated); the server decides again.
 */
export function PairScreenButton({ display, block }: { display: PairableDisplay; block?: boolean }) {
  const { t } = useTranslation('displayProgram');
  const canEdit = useCan('EDIT_DISPLAY');
  const { dialog, open, close } = useDialog<'pair'>();
  if (!canEdit || display.status !== 'completed') return null;
  const plays = display.isActive && !display.isLocked;
  return (
    <>
      <LazyTooltip title={plays ? undefined : t('pairing.notPlaying')} block={block}>
        <Button icon={<LinkOutlined aria-hidden />} onClick={() => open('pair')} disabled={!plays} block={block}>
          {t('pairing.open')}
        </Button>
      </LazyTooltip>
      {dialog === 'pair' && (
        <Suspense fallback={null}>
          <PairScreenDialog display={display} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
