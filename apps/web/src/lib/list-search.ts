import { perPageOptions, sortOrders } from '@plakat/shared';
import { type FieldParser, intIn, intRange, lenientSchema, oneOf } from './lenient-search.ts';
import { type SearchDefinition, type SearchSchema, type SearchValue, defineSearch } from './search-state.ts';

/** The page sizes of every overview (spec: 10, 20, 50 or 100 rows). */
export const pageSizes = perPageOptions;
export type SortOrder = (typeof sortOrders)[number];

/** Paging and sorting of an overview as they live in the address (spec names: page, perPage, sort, sortOrder). */
export type ListPaging<S extends string = string> = {
  page?: number;
  perPage?: number;
  sort?: S;
  sortOrder?: SortOrder;
};

/** The sort of an overview (undefined: the default). */
export type ListSort = Pick<ListPaging, 'sort' | 'sortOrder'>;

type Parsers = Record<string, FieldParser<NonNullable<SearchValue>>>;
type Parsed<P extends Parsers> = { [K in keyof P]?: P[K] extends FieldParser<infer V> ? V : never };

/**
 * The address of an overview: its filters (one lenient parser each, lib/lenient-search.ts), the sortable fields and
 * the default sort; page, page size (10/20/50/100) and sort order come with it. The address leaves out page 1,
 * 10 rows, the default sort and ascending order; the filters are the keys the search form sets.
 */
export function defineListSearch<P extends Parsers, S extends string>(
  filters: P,
  sorting: { fields: readonly S[]; default: S },
): SearchDefinition<Parsed<P> & ListPaging<S>> {
  type Values = Parsed<P> & ListPaging<S>;
  // What lenientSchema reads is Values; TypeScript cannot follow a generic P through the spread.
  const schema = lenientSchema<Parsers>({
    ...filters,
    page: intRange(1, 1_000_000),
    perPage: intIn(pageSizes),
    sort: oneOf(sorting.fields),
    sortOrder: oneOf(sortOrders),
  }) as unknown as SearchSchema<Values>;
  const defaults: ListPaging<S> = { page: 1, perPage: pageSizes[0], sort: sorting.default, sortOrder: 'asce' };
  return defineSearch<Values>(schema, {
    defaults: defaults as Partial<Values>,
    filterKeys: Object.keys(filters) as (keyof P & string)[],
  });
}

/**
 * The query of a search call that takes `?keyword&page&limit&sort` (spec 02 §7: sort with '-' for descending) from an
 * overview's address values; page 1 and 10 rows when the address leaves them out.
 */
export function keywordListQuery(f: ListPaging & { keyword?: string }, defaultSort: string) {
  const sort = f.sort ?? defaultSort;
  return {
    keyword: f.keyword,
    page: f.page ?? 1,
    limit: f.perPage ?? pageSizes[0],
    sort: f.sortOrder === 'desc' ? `-${sort}` : sort,
  };
}

/** A request body without its unset fields (a filter left empty is not sent). */
export function withoutUnset<B extends object>(body: B): B {
  for (const key of Object.keys(body) as (keyof B)[]) if (body[key] === undefined) delete body[key];
  return body;
}
