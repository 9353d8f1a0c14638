import {
  notificationSortFields,
  notificationStatuses,
  notificationTypes,
  periodDays,
  sortOrders,
} from '@plakat/shared';
import { intIn, intRange, lenientSchema, oneOf, text, uuid } from '../../../lib/lenient-search.ts';
import { pageSizes } from '../../../lib/list-search.ts';
import { type SearchValuesOf, defineSearch } from '../../../lib/search-state.ts';

/**
 * The notification center's address: the notification filter of platform spec §3 (message, sender, resourceId,
 * rangeTime, type, status) with paging and sorting as every overview writes them (page, perPage, sort, sortOrder).
 * Newest first is the default and is left out of the address, as are page 1 and 10 rows.
 */
export const notificationSearch = defineSearch(
  lenientSchema({
    message: text(10_000),
    sender: text(200),
    resourceId: uuid,
    rangeTime: intIn(periodDays),
    type: oneOf(notificationTypes),
    status: oneOf(notificationStatuses),
    page: intRange(1, 1_000_000),
    perPage: intIn(pageSizes),
    sort: oneOf(notificationSortFields),
    sortOrder: oneOf(sortOrders),
  }),
  {
    defaults: { page: 1, perPage: pageSizes[0], sort: 'date', sortOrder: 'desc' },
    filterKeys: ['message', 'sender', 'type', 'status', 'rangeTime', 'resourceId'],
  },
);
export type NotificationSearchValues = SearchValuesOf<typeof notificationSearch>;

/** The address values as the list call names them (perPage is the call's `limit`). */
export function listQuery({ perPage, ...values }: NotificationSearchValues) {
  return { ...values, limit: perPage };
}
