import { type DesignKind, type DesignSortField, designKinds, designLimits, designSortFields } from '@plakat/shared';
import { oneOf, text } from '../../../lib/lenient-search.ts';
import { type SortOrder, defineListSearch } from '../../../lib/list-search.ts';
import type { SearchValuesOf } from '../../../lib/search-state.ts';

const list = defineListSearch(
  { kind: oneOf(designKinds), keyword: text(designLimits.maxNameLength) },
  { fields: designSortFields, default: 'updatedAt' },
);

/**
 * The address of /dashboard/editor: the tab (`kind`), the name search, sort and paging, defaults left out. A sort
 * without `sortOrder` reads in its field's natural order (the newest change first, names A to Z), so no order is a
 * default of the address: both stay in it when chosen. A search keeps the tab; switching tabs starts a fresh search.
 */
export const designPageSearch = {
  ...list,
  defaults: { page: 1, perPage: list.defaults.perPage, kind: 'designs', sort: 'updatedAt' },
  filterKeys: ['keyword'],
} satisfies typeof list;
export type DesignPageValues = SearchValuesOf<typeof designPageSearch>;

/** The order a sort field reads in when the address names none. */
export const naturalOrder: Record<DesignSortField, SortOrder> = { updatedAt: 'desc', name: 'asce' };

/** The sort choices the list offers, each a field with an order (`updatedAt-desc`). */
export const sortChoices = designSortFields.flatMap((field) =>
  [naturalOrder[field], naturalOrder[field] === 'desc' ? 'asce' : 'desc'].map((order) => `${field}-${order}` as const),
);
export type SortChoice = (typeof sortChoices)[number];

/** The choice the address's values stand for. */
export function sortChoiceOf(values: Pick<DesignPageValues, 'sort' | 'sortOrder'>): SortChoice {
  const field = values.sort ?? 'updatedAt';
  return `${field}-${values.sortOrder ?? naturalOrder[field]}`;
}

/** A choice as the address writes it: the natural order left out. */
export function sortOfChoice(choice: SortChoice): Pick<DesignPageValues, 'sort' | 'sortOrder'> {
  const [field, order] = choice.split('-') as [DesignSortField, SortOrder];
  return { sort: field, sortOrder: order === naturalOrder[field] ? undefined : order };
}

/** The list call's query for the address's values (page 1, 10 per page, the natural order when it leaves them out). */
export function designListQuery(values: DesignPageValues) {
  const sort = values.sort ?? 'updatedAt';
  return {
    kind: (values.kind ?? 'designs') as DesignKind,
    keyword: values.keyword,
    sort,
    sortOrder: values.sortOrder ?? naturalOrder[sort],
    page: values.page ?? 1,
    perPage: values.perPage ?? list.defaults.perPage ?? 10,
  };
}
