import { type ComponentProps, Suspense, lazy } from 'react';
import { useAfterPaint } from '../../../../hooks/use-after-paint.ts';
import { loadScreenTexts } from '../../../../lib/i18n.ts';
import type { FleetBar as Bar } from './fleet-bar.tsx';

/*
 * The fleet bar (Table | Map, Export CSV) loads once the list's first answer has been painted, as the quick search
 * form does (lazy-search-forms.tsx): it is no part of the overview's first load (scripts/check-bundle-budget.mjs).
 * Its texts and the map's are the 'screens' group's `displayFleet`, loaded with it. The placeholder keeps its row.
 */
const FleetBarModule = lazy(() =>
  Promise.all([import('./fleet-bar.tsx'), loadScreenTexts()]).then(([m]) => ({ default: m.FleetBar })),
);
const placeholder = <div style={{ minHeight: 32 }} />;

export function FleetBar({ listAnswered, ...props }: ComponentProps<typeof Bar> & { listAnswered: boolean }) {
  return useAfterPaint(listAnswered) ? (
    <Suspense fallback={placeholder}>
      <FleetBarModule {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
