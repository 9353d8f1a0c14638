import { useNavigate } from 'react-router';
import { type SearchDefinition, pickFilters, searchHref, useSearchValues, withFilters } from '../lib/search-state.ts';

/**
 * A detailed search page in front of an overview at `listPath`: the form starts from the address's values; submitting
 * opens the overview on page 1 with the new filters (page size, sort and the filters the form does not show kept);
 * going back keeps them all. The page's own address is left as it came.
 */
export function useDetailedSearch<T extends object>(definition: SearchDefinition<T>, listPath: string) {
  const navigate = useNavigate();
  const current = useSearchValues(definition);
  const back = searchHref(listPath, definition, current);
  return {
    /** Changes with the address's values: the form starts again from them. */
    formKey: JSON.stringify(current),
    initialValues: pickFilters(definition, current),
    back,
    submit: (values: Partial<Record<keyof T & string, unknown>>) =>
      navigate(searchHref(listPath, definition, withFilters(definition, current, values))),
    cancel: () => navigate(back),
  };
}
