import {
  affiliations,
  paging,
  periodDays,
  perPageOptions,
  sortOrders,
  userSortFields,
  userStatuses,
} from '@plakat/shared';
import { intIn, intRange, lenientSchema, oneOf, text } from '../../../lib/lenient-search.ts';
import { type SearchValuesOf, defineSearch } from '../../../lib/search-state.ts';

/**
 * The user overview's address (platform spec §3), read value by value without zod (the search page does not load
 * it): the paging defaults are left out; the nine fields of the detailed search are its form keys, so a search keeps
 * the overview's other values (sorting, page size, the company name and position filters the form does not show).
 */
export const userSearch = defineSearch(
  lenientSchema({
    fullText: text(200),
    companyName: text(200),
    status: oneOf(userStatuses),
    affiliation: oneOf(affiliations),
    categoryId: text(64),
    companyId: text(64),
    departmentId: text(64),
    entryDate: intIn(periodDays),
    lastActivity: intIn(periodDays),
    position: text(200),
    roles: text(64),
    page: intRange(1, 1_000_000),
    perPage: intIn(perPageOptions),
    sort: oneOf(userSortFields),
    sortOrder: oneOf(sortOrders),
  }),
  {
    defaults: paging,
    filterKeys: [
      'fullText',
      'companyId',
      'departmentId',
      'roles',
      'categoryId',
      'affiliation',
      'status',
      'entryDate',
      'lastActivity',
    ],
  },
);
export type UserSearchValues = SearchValuesOf<typeof userSearch>;
