import { type ComponentProps, Suspense, lazy } from 'react';
import type { PartnerSearchForm as PartnerForm } from './partner-search-form.tsx';
import type { QuickSearchForm as QuickForm } from './own-search-form.tsx';

/*
 * The quick search forms of the two overviews load beside the list instead of before it: their antd Form, Input and
 * Checkbox are no part of a list's first load (scripts/check-bundle-budget.mjs). The list, the page's main content,
 * shows without waiting for them; the placeholder keeps the form's row.
 */
const QuickSearchModule = lazy(() => import('./own-search-form.tsx').then((m) => ({ default: m.QuickSearchForm })));
const PartnerSearchModule = lazy(() =>
  import('./partner-search-form.tsx').then((m) => ({ default: m.PartnerSearchForm })),
);
/** About the height of the form on a wide screen (one row of fields, one of buttons). */
const placeholder = <div style={{ minHeight: 106 }} />;

export function QuickSearchForm(props: ComponentProps<typeof QuickForm>) {
  return (
    <Suspense fallback={placeholder}>
      <QuickSearchModule {...props} />
    </Suspense>
  );
}

export function PartnerSearchForm(props: ComponentProps<typeof PartnerForm>) {
  return (
    <Suspense fallback={placeholder}>
      <PartnerSearchModule {...props} />
    </Suspense>
  );
}
