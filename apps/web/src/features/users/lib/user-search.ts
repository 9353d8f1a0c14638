import { paging, userOverviewFilter } from '@plakat/shared';
import { defineSearch } from '../../../lib/search-state.ts';

/**
 * The user overview's address (platform spec §3): the shared zod filter, the paging defaults left out, and the nine
 * fields of the detailed search; a search keeps the overview's other values (sorting, page size, the company name
 * and position filters the form does not show).
 */
export const userSearch = defineSearch(userOverviewFilter, {
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
});
