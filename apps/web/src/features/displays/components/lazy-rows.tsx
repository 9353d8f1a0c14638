import { Flex, Spin } from 'antd';
import { Suspense, lazy } from 'react';
import type { DisplayListItem } from '@plakat/shared';
import type { PartnerDisplayItem } from '../api/search-partner-displays.ts';

/*
 * The Info rows of the two overviews load with their first opening, or earlier, once the list is idle
 * (display-list-table.tsx warms them up): their Descriptions, Timeline, Image and management dialogs are no part of
 * a list's first load (scripts/check-bundle-budget.mjs).
 */
export const loadExpandedRow = () => import('./expanded-row.tsx');
export const loadPartnerRow = () => import('./partner-row.tsx');
const ExpandedRowModule = lazy(() => loadExpandedRow().then((m) => ({ default: m.ExpandedRow })));
const PartnerRowModule = lazy(() => loadPartnerRow().then((m) => ({ default: m.PartnerRow })));

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
