import { type OwnDisplayFilter, toOwnSearchRequest } from '../../search/lib/filters.ts';

/** The overview's search without its page: what the map and the export are asked with (the client adds `lang`). */
export function toFleetRequest(filters: OwnDisplayFilter) {
  const {
    query: { page: _page, limit: _limit, ...query },
    body,
  } = toOwnSearchRequest(filters);
  return { query, body };
}

/** The search values that decide the map (no page, page size or view): a new page asks nothing again. */
export function mapFilters({ page: _page, perPage: _perPage, view: _view, ...filters }: OwnDisplayFilter) {
  return filters;
}
