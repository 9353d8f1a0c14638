import { Flex, Spin } from 'antd';
import { Suspense } from 'react';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import type { MediaListFile } from '../../api/search-files.ts';

/*
 * The expanded row loads with its first opening, or once the list is idle (the warm-up): its Descriptions, Image
 * viewer, video modal and management blocks are no part of the list's first load (scripts/check-bundle-budget.mjs).
 */
const ExpandedModule = lazyComponent(() => import('./expanded-media-row.tsx').then((m) => m.ExpandedMediaRow));

const loading = (
  <Flex justify="center" style={{ padding: 16 }}>
    <Spin size="small" />
  </Flex>
);

export const preloadExpandedMediaRow = () => ExpandedModule.preload();

export function LazyExpandedMediaRow({ row, manage }: { row: MediaListFile; manage: boolean }) {
  return (
    <Suspense fallback={loading}>
      <ExpandedModule row={row} manage={manage} />
    </Suspense>
  );
}
