import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api-client.ts';
import { displayKeys } from '../../api/keys.ts';
import type { OwnDisplayFilter } from '../../search/lib/filters.ts';
import { mapFilters, toFleetRequest } from '../lib/fleet-request.ts';

/** POST /api/displays/map: every display of the search with coordinates, and how many have none. */
export const displayMapQueryOptions = (values: OwnDisplayFilter) => {
  const filters = mapFilters(values);
  return queryOptions({
    queryKey: displayKeys.map(filters),
    queryFn: ({ signal }) => {
      const { query, body } = toFleetRequest(filters);
      return unwrap(api.POST('/api/displays/map', { params: { query }, body, signal }));
    },
  });
};

export const useDisplayMap = (values: OwnDisplayFilter) => useQuery(displayMapQueryOptions(values));
