import { useNavigate, useSearchParams } from 'react-router';
import { type SearchDefinition, pickFilters, searchHref, useSearchValues, withFilters } from '../lib/search-state.ts';

/** The address parameter of a detailed search that belongs to another overview (the media assignment page). */
export const returnToParam = 'returnTo';

/** `returnTo` when it is a dashboard page of this app (no other site, no `..`); anything else is ignored. */
export function safeReturnTo(value: string | null): string | null {
  return value && /^\/dashboard(\/[\w-]+)+$/.test(value) ? value : null;
}

/**
 * A detailed search page in front of an overview at `listPath` (or at the address's `returnTo`, see safeReturnTo): the form starts from the address's values; submitting
 * opens the overview on page 1 with the new filters (page size, sort and the filters the form does not show kept);
 * going back keeps them all. The page's own address is left as it came.
 */
export function useDetailedSearch<T extends object>(definition: SearchDefinition<T>, listPath: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeReturnTo(params.get(returnToParam)) ?? listPath;
  const current = useSearchValues(definition);
  const back = searchHref(target, definition, current);
  return {
    /** Changes with the address's values: the form starts again from them. */
    formKey: JSON.stringify(current),
    initialValues: pickFilters(definition, current),
    back,
    submit: (values: Partial<Record<keyof T & string, unknown>>) =>
      navigate(searchHref(target, definition, withFilters(definition, current, values))),
    cancel: () => navigate(back),
  };
}
