import { Flex, Spin } from 'antd';
import { Suspense, lazy, useEffect } from 'react';
import type { DisplayListItem } from '@plakat/shared';
import { loadScreenTexts } from '../../../../lib/i18n.ts';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import type { PartnerDisplayItem } from '../../api/search-partner-displays.ts';
import { preloadDialogs } from '../../state-changes/components/lazy-dialogs.tsx';

/*
 * The Info rows of the two overviews load with their first opening, or earlier, once the list is idle
 * (the list table renders their warm-up then, which also loads the dialogs their buttons open): their Descriptions, Timeline, Image and
 * management dialogs are no part of a list's first load (scripts/check-bundle-budget.mjs).
 */
const ExpandedRowModule = lazyComponent(() =>
  Promise.all([import('./expanded-row.tsx'), loadScreenTexts()]).then(([m]) => m.ExpandedRow),
);
const PartnerRowModule = lazyComponent(() => import('./partner-row.tsx').then((m) => m.PartnerRow));

const loadExpandedRow = () => Promise.all([ExpandedRowModule.preload(), preloadDialogs()]);
const loadPartnerRow = () => PartnerRowModule.preload();

const InfoRowWarmUp = lazy(() => import('./info-row-warm-up.tsx').then((m) => ({ default: m.InfoRowWarmUp })));

/** Loads an Info row's code and mounts the hidden warm-up of its antd components (info-row-warm-up.tsx). */
function WarmUp({ load }: { load: () => Promise<unknown> }) {
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Suspense fallback={null}>
      <InfoRowWarmUp />
    </Suspense>
  );
}

/** What the list tables render once idle (ListTable `warmUp`), so the first row opens as fast as the later ones. */
export const expandedRowWarmUp = <WarmUp load={loadExpandedRow} />;
export const partnerRowWarmUp = <WarmUp load={loadPartnerRow} />;

const loading = (
  <Flex justify="center" style={{ padding: 16 }}>
    <Spin size="small" />
  </Flex>
);

/** `manage={false}`: the assignment overview's Info row, without the management panel. */
export function ExpandedRow({ row, manage }: { row: DisplayListItem; manage?: boolean }) {
  return (
    <Suspense fallback={loading}>
      <ExpandedRowModule row={row} manage={manage} />
    </Suspense>
  );
}

export function PartnerRow({ row }: { row: PartnerDisplayItem }) {
  return (
    <Suspense fallback={loading}>
      <PartnerRowModule row={row} />
    </Suspense>
  );
}
