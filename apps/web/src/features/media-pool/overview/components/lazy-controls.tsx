import { type ComponentProps, type ReactNode, Suspense, lazy } from 'react';
import { useAfterPaint } from '../../../../hooks/use-after-paint.ts';
import type { BulkBar as Bulk } from './bulk-bar.tsx';
import type { MediaGrid as Grid } from './media-grid.tsx';
import type { MediaSearchForm as SearchForm } from './media-search-form.tsx';
import type { SortBar as Sort } from './sort-bar.tsx';

/*
 * The overview's controls load once the list's first answer has been painted instead of before it: the search form
 * (antd Form, Input), the sort bar (Select, Segmented) and the bulk bar (Popconfirm, the change calls) are no part
 * of the list's first load (scripts/check-bundle-budget.mjs measures what Chromium fetches until the first row
 * shows). A placeholder of about their height keeps their place meanwhile; later mounts render at once.
 */
const SearchModule = lazy(() => import('./media-search-form.tsx').then((m) => ({ default: m.MediaSearchForm })));
const SortModule = lazy(() => import('./sort-bar.tsx').then((m) => ({ default: m.SortBar })));
const BulkModule = lazy(() => import('./bulk-bar.tsx').then((m) => ({ default: m.BulkBar })));
let asked = false;

/** Renders `children` once the list answered and was painted (or once any control was shown before). */
function Deferred({ ready, height, children }: { ready: boolean; height: number; children: ReactNode }) {
  const painted = useAfterPaint(ready);
  const placeholder = <div style={{ minHeight: height }} />;
  if (!painted && !asked) return placeholder;
  asked = true;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

type Ready = { listAnswered: boolean };

export const LazySearchForm = ({ listAnswered, ...props }: Ready & ComponentProps<typeof SearchForm>) => (
  <Deferred ready={listAnswered} height={160}>
    <SearchModule {...props} />
  </Deferred>
);

export const LazySortBar = ({ listAnswered, ...props }: Ready & ComponentProps<typeof Sort>) => (
  <Deferred ready={listAnswered} height={44}>
    <SortModule {...props} />
  </Deferred>
);

export const LazyBulkBar = ({ listAnswered, ...props }: Ready & ComponentProps<typeof Bulk>) => (
  <Deferred ready={listAnswered} height={40}>
    <BulkModule {...props} />
  </Deferred>
);

/** The grid view loads when it is chosen (its cards, drawer and pager are no part of the table's first load). */
const GridModule = lazy(() => import('./media-grid.tsx').then((m) => ({ default: m.MediaGrid })));

export const LazyMediaGrid = (props: ComponentProps<typeof Grid>) => (
  <Suspense fallback={<div style={{ minHeight: 400 }} />}>
    <GridModule {...props} />
  </Suspense>
);
