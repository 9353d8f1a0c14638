import { Suspense } from 'react';
import { loadScreenTexts } from '../../../../lib/i18n.ts';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import type { PairableDisplay } from './pair-screen-button.tsx';

/*
 * "Pair a screen" loads with the screens' texts (lib/i18n.ts, group 'screens') when the expanded row or the details
 * page renders it, and its dialog when it opens: none of it is part of a page's first load.
 */
const PairScreenButton = lazyComponent(() =>
  Promise.all([import('./pair-screen-button.tsx'), loadScreenTexts()]).then(([m]) => m.PairScreenButton),
);

/** The "Pair a screen" button and its dialog, for users with EDIT_DISPLAY on a completed display. */
export function PairScreen({ display, block }: { display: PairableDisplay; block?: boolean }) {
  return (
    <Suspense fallback={null}>
      <PairScreenButton display={display} block={block} />
    </Suspense>
  );
}
