import { type QueryClient, partialMatchKey } from '@tanstack/react-query';
import type { OwnDisplayFilter, PartnerDisplayFilter } from '../search/lib/filters.ts';

/**
 * Every query key of the display context (own and partner overviews, details, sharing, wizard). Keys start with the
 * resource, so `displayKeys.all` reaches all of them; invalidate through these, never by indexing into a key.
 */
export const displayKeys = {
  all: ['displays'] as const,
  lists: () => [...displayKeys.all, 'list'] as const,
  list: (filters: OwnDisplayFilter) => [...displayKeys.lists(), filters] as const,
  /** The map of the own overview's search (features/displays/fleet). */
  map: (filters: OwnDisplayFilter) => [...displayKeys.all, 'map', filters] as const,
  partnerLists: () => [...displayKeys.all, 'partnerList'] as const,
  partnerList: (filters: PartnerDisplayFilter) => [...displayKeys.partnerLists(), filters] as const,
  /** The partner companies that share displays with mine (names, not translated). */
  partnerCompanies: () => [...displayKeys.all, 'partnerCompanies'] as const,
  details: () => [...displayKeys.all, 'detail'] as const,
  detail: (id: string) => [...displayKeys.details(), id] as const,
  /** My partners, marked where a display is shared with them. */
  partners: (displayId: string) => [...displayKeys.all, 'partners', displayId] as const,
  draftLimit: () => [...displayKeys.all, 'draftLimit'] as const,
  edits: () => [...displayKeys.all, 'edit'] as const,
  edit: (id: string) => [...displayKeys.edits(), id] as const,
  /** A display's program (issue 25): what its screen plays. */
  program: (id: string) => [...displayKeys.all, 'program', id] as const,
};

/** After a display change (spec 02 §7 notes): lists, details, sharing and the draft counter are fetched again. */
export const refreshDisplays = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: displayKeys.all });

/**
 * After displays were shut down: their own queries (details, partners, wizard data) are dropped first, since fetching
 * them again would only answer 404 (an open Info row of a shut-down display showed 'Not found.'); the rest is
 * refreshed as after any change, which takes the rows out of the lists.
 */
export function refreshAfterShutdown(queryClient: QueryClient, ids: readonly string[]) {
  for (const id of ids)
    for (const queryKey of [displayKeys.detail(id), displayKeys.partners(id), displayKeys.edit(id)])
      queryClient.removeQueries({ queryKey, exact: true });
  return refreshDisplays(queryClient);
}

/**
 * After a saved wizard step or a changed medium: as refreshDisplays, but the open wizard's own edit data is left alone
 * (it owns the values while open; they are dropped when it closes).
 */
export const refreshDisplaysBesidesWizard = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: displayKeys.all,
    predicate: (query) => !partialMatchKey(query.queryKey, displayKeys.edits()),
  });
