import { type ComponentProps, Suspense, lazy } from 'react';
import { useAfterPaint } from '../../../../hooks/use-after-paint.ts';
import type { PartnerSearchForm as PartnerForm } from './partner-search-form.tsx';
import type { QuickSearchForm as QuickForm } from './own-search-form.tsx';

/*
 * The quick search forms of the two overviews load once the list's first answer has been painted instead of before
 * it: their antd Form, Input and Checkbox are no part of a list's first load (scripts/check-bundle-budget.mjs
 * measures what Chromium fetches until the first row shows). The placeholder keeps the form's row meanwhile. Once a form's module has been
 * asked for, later mounts (a new search remounts the form) render it at once.
 */
const QuickSearchModule = lazy(() => import('./own-search-form.tsx').then((m) => ({ default: m.QuickSearchForm })));
const PartnerSearchModule = lazy(() =>
  import('./partner-search-form.tsx').then((m) => ({ default: m.PartnerSearchForm })),
);
/** About the height of the form on a wide screen (one row of fields, one of buttons). */
const placeholder = <div style={{ minHeight: 106 }} />;
const asked = { quick: false, partner: false };

/** `listAnswered`: the list has its first answer (or failed, or is not asked for); until it is painted, the placeholder. */
type Deferred<T> = T & { listAnswered: boolean };

export function QuickSearchForm({ listAnswered, ...props }: Deferred<ComponentProps<typeof QuickForm>>) {
  const painted = useAfterPaint(listAnswered);
  if (!painted && !asked.quick) return placeholder;
  asked.quick = true;
  return (
    <Suspense fallback={placeholder}>
      <QuickSearchModule {...props} />
    </Suspense>
  );
}

export function PartnerSearchForm({ listAnswered, ...props }: Deferred<ComponentProps<typeof PartnerForm>>) {
  const painted = useAfterPaint(listAnswered);
  if (!painted && !asked.partner) return placeholder;
  asked.partner = true;
  return (
    <Suspense fallback={placeholder}>
      <PartnerSearchModule {...props} />
    </Suspense>
  );
}
