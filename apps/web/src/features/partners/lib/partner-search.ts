import {
  partnerInvitationDirections,
  partnerInvitationStates,
  partnerSortFields,
  partnerStatuses,
  periodDays,
} from '@plakat/shared';
import { intIn, oneOf, text, uuid } from '../../../lib/lenient-search.ts';
import { defineListSearch } from '../../../lib/list-search.ts';
import type { SearchValuesOf } from '../../../lib/search-state.ts';

export const partnerTabs = ['partners', 'invitations'] as const;
export type PartnerTab = (typeof partnerTabs)[number];

const list = defineListSearch(
  {
    tab: oneOf(partnerTabs),
    // The partner list's filter (platform spec §3).
    idORNameOREmail: text(200),
    displayId: uuid,
    period: intIn(periodDays),
    status: oneOf(partnerStatuses),
    // The invitations tab's.
    direction: oneOf(partnerInvitationDirections),
    state: oneOf(partnerInvitationStates),
  },
  { fields: partnerSortFields, default: 'companyName' },
);

/**
 * The address of /dashboard/partners-management: the tab, the partner list's filter and the invitations' filter,
 * with paging (defaults left out). A search or a reset keeps the tab; switching tabs starts a fresh search.
 */
export const partnerPageSearch = { ...list, filterKeys: list.filterKeys.filter((key) => key !== 'tab') };
export type PartnerPageValues = SearchValuesOf<typeof partnerPageSearch>;
