import { Flex, Spin } from 'antd';
import { Suspense } from 'react';
import type { DisplayListItem } from '@plakat/shared';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import type { PartnerDisplayItem } from '../api/search-partner-displays.ts';
import { preloadDialogs } from './lazy-dialogs.tsx';

/*
 * The Info rows of the two overviews load with their first opening, or earlier, once the list is idle
 * (display-list-table.tsx warms them up, with the dialogs their buttons open): their Descriptions, Timeline, Image and
 * management dialogs are no part of a list's first load (scripts/check-bundle-budget.mjs).
 */
const ExpandedRowModule = lazyComponent(() => import('./expanded-row.tsx').then((m) => m.ExpandedRow));
const PartnerRowModule = lazyComponent(() => import('./partner-row.tsx').then((m) => m.PartnerRow));

export const loadExpandedRow = () => Promise.all([ExpandedRowModule.preload(), preloadDialogs()]);
export const loadPartnerRow = () => PartnerRowModule.preload();

const loading = (
  <Flex justify="center" style={{ padding: 16 }}>
    <Spin size="small" />
  </Flex>
);

export function ExpandedRow({ row }: { row: DisplayListItem }) {
  return (
    <Suspense fallback={loading}>
      <ExpandedRowModule row={row} />
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
