import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListPaging, ListSort } from '../lib/list-search.ts';
import {
  type SearchDefinition,
  type SearchValues,
  parseSearch,
  pickFilters,
  toSearchParams,
  useSearchState,
  withFilters,
} from '../lib/search-state.ts';
import { createKeySetStore } from './key-set-store.ts';

/**
 * The state of an overview page (filters, sorting, paging 10/20/50/100, selection, open rows). The search lives in
 * the address (`definition`, usually from `defineListSearch`); `values` are what the list query is asked with.
 * The selection belongs to one query: a new search, sort, page or page size starts with an empty selection. (Not
 * the address text: rewriting an address to its canonical form is the same query, and a selection made meanwhile
 * stays.) Open rows stay open as long as their row is shown. `keepSelection`: the selection is a set of its own
 * that spans searches and pages (an assignment page's whole set of assigned ids).
 */
export function useOverview<F extends ListPaging>(definition: SearchDefinition<F>, options: OverviewOptions = {}) {
  return useOverviewOf(definition, useSearchState(definition), options);
}

type OverviewOptions = { keepSelection?: boolean };

/**
 * The same overview state kept in the component instead of the address: an overview inside a dialog (the display
 * wizard's media pool picker) must not rewrite the address of the page it opens on.
 */
export function useLocalOverview<F extends ListPaging>(definition: SearchDefinition<F>) {
  const [values, setValues] = useState<F>(() => ({}) as F);
  // Through the address form and back: the same checks and the same dropping of empty values as the address.
  const set = useCallback(
    (next: Partial<F>) =>
      setValues(parseSearch(definition, toSearchParams(next as SearchValues, definition.defaults as SearchValues))),
    [definition],
  );
  return useOverviewOf(definition, [values, set] as const);
}

function useOverviewOf<F extends ListPaging>(
  definition: SearchDefinition<F>,
  [values, setValues]: readonly [F, (next: Partial<F>) => void],
  { keepSelection = false }: OverviewOptions = {},
) {
  const [selected] = useState(createKeySetStore);
  const [expanded] = useState(createKeySetStore);
  const query = JSON.stringify(values);
  const selectionQuery = useRef(query);
  useEffect(() => {
    if (selectionQuery.current === query) return;
    selectionQuery.current = query;
    if (!keepSelection) selected.set([]);
  }, [query, selected, keepSelection]);

  const defaults = definition.defaults;
  const sortField = values.sort ?? defaults.sort;
  const sortOrder = values.sortOrder ?? defaults.sortOrder;
  // Kept while the sort is the same, so columns built from it are not built again for a new page.
  const sort = useMemo<ListSort>(() => ({ sort: sortField, sortOrder }), [sortField, sortOrder]);

  return useMemo(() => {
    const perPage = values.perPage ?? defaults.perPage ?? 10;
    return {
      values,
      /** The identity of the query (changes with filters, sort, page and page size). */
      query,
      selected,
      expanded,
      page: values.page ?? defaults.page ?? 1,
      perPage,
      /** The sort in effect, the default included (for the column headers). */
      sort,
      /** The values of the search form's fields. */
      formValues: pickFilters(definition, values),
      set: setValues,
      /** A new search from the form (a quick search names its `keys`): page 1, page size and sort kept. */
      search: (form: Partial<Record<keyof F & string, unknown>>, keys?: readonly (keyof F & string)[]) =>
        setValues(withFilters(definition, values, form, keys)),
      /** Every filter cleared: page 1, page size and sort kept. */
      reset: () => setValues(withFilters(definition, values, {})),
      /** A new sort (undefined: the default) starts on page 1. */
      sortBy: (next: ListSort) => setValues({ ...values, ...next, page: undefined }),
      /** Paging; a new page size starts again at page 1. */
      goTo: (page: number, pageSize: number) =>
        setValues({ ...values, page: pageSize !== perPage ? 1 : page, perPage: pageSize }),
    };
  }, [definition, defaults, values, query, sort, selected, expanded, setValues]);
}

export type Overview<F extends ListPaging> = ReturnType<typeof useOverview<F>>;
