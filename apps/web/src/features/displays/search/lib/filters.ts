import {
  type DisplaySearchBody,
  accessibilities,
  alignments,
  days,
  displayConnections,
  displaySizeFilterOptions,
  displaySortFields,
  displayTypes,
  locationTypes,
  paging,
  periodDays,
  resolutions,
  shareOptions,
  wizardVisitorBands,
} from '@plakat/shared';
import type { ApiBody } from '../../../../lib/api-client.ts';
import { intIn, intRange, manyOf, oneOf, text, uuid } from '../../../../lib/lenient-search.ts';
import { defineListSearch, keywordListQuery, withoutUnset } from '../../../../lib/list-search.ts';
import type { SearchValuesOf } from '../../../../lib/search-state.ts';

export const ownStatusFilters = ['active', 'inactive', 'draft', 'duplicated'] as const;
export const lockStatuses = ['locked', 'unlocked'] as const;

/*
 * Display search state as it lives in the address bar (spec 02 §2 'Search state'): every value is checked against
 * its allowed list and dropped when invalid; page and perPage fall back to 1 and 10; defaults are left out.
 */
const sorting = { fields: displaySortFields, default: paging.sort };

/** Own display overview: the fields of spec 02 §2 'Search fields' (names as in the address), and the view. */
const ownListSearch = defineListSearch(
  {
    keyword: text(200),
    categoryId: uuid,
    displayType: oneOf(displayTypes),
    alignment: oneOf(alignments),
    accessibility: oneOf(accessibilities),
    locationType: oneOf(locationTypes),
    shareOptions: oneOf(shareOptions),
    status: oneOf(ownStatusFilters),
    lockStatus: oneOf(lockStatuses),
    resolution: oneOf(resolutions),
    keywords: text(200),
    street: text(200),
    number: text(20),
    postCode: text(10),
    town: text(100),
    displaySizeFrom: intIn(displaySizeFilterOptions),
    displaySizeTo: intIn(displaySizeFilterOptions),
    period: intIn(periodDays),
    availableDays: manyOf(days),
    /** Table (left out) or map (issue 25, features/displays/fleet); no search form sets it, a new search keeps it. */
    view: oneOf(['map'] as const),
    connection: oneOf(displayConnections),
  },
  sorting,
);
export const ownDisplaySearch = {
  ...ownListSearch,
  filterKeys: ownListSearch.filterKeys.filter((key) => key !== 'view'),
};
export type OwnDisplayFilter = SearchValuesOf<typeof ownDisplaySearch>;

/** Partner display overview: the filter fields of spec 02 §2 'Partner display overview'. */
export const partnerDisplaySearch = defineListSearch(
  {
    IdOrTitle: text(200),
    favorite: oneOf(['true'] as const),
    companyId: uuid,
    visibility: intRange(1, 5),
    visitorCount: intRange(1, wizardVisitorBands.length),
    rating: intRange(1, 5),
    priceCategory: intRange(1, 5),
    alignment: oneOf(alignments),
    availableDays: manyOf(days),
    displayType: oneOf(displayTypes),
    number: text(20),
    postCode: text(10),
    resolution: oneOf(resolutions),
    street: text(200),
    town: text(100),
  },
  sorting,
);
export type PartnerDisplayFilter = SearchValuesOf<typeof partnerDisplaySearch>;

/** Address filters → the call of spec 02 §7: POST /displays/search?keyword&page&limit&sort plus the body. */
export function toOwnSearchRequest(f: OwnDisplayFilter) {
  const query = keywordListQuery(f, paging.sort);
  const body: DisplaySearchBody = withoutUnset({
    alignment: f.alignment,
    availableDays: f.availableDays,
    categoryId: f.categoryId,
    date: f.period as DisplaySearchBody['date'],
    displayType: f.displayType,
    infoAccess: f.accessibility,
    location: f.locationType,
    // 101 means 'over 100 inches': as a lower bound it is 100, as an upper bound there is none.
    minDisplaySize: f.displaySizeFrom === undefined ? undefined : Math.min(f.displaySizeFrom, 100),
    maxDisplaySize: f.displaySizeTo === undefined || f.displaySizeTo > 100 ? undefined : f.displaySizeTo,
    number: f.number,
    postCode: f.postCode,
    resolution: f.resolution,
    share: f.shareOptions,
    status: f.status,
    street: f.street,
    town: f.town,
    keywords: f.keywords,
    isLocked: f.lockStatus === undefined ? undefined : f.lockStatus === 'locked',
    connection: f.connection,
  });
  return { query, body };
}

type PartnerSearchBody = ApiBody<'/api/partnerDisplays/search', 'post'>;

export function toPartnerSearchRequest(f: PartnerDisplayFilter) {
  const query = {
    page: f.page ?? paging.page,
    perPage: f.perPage ?? paging.perPage,
    sort: f.sort ?? paging.sort,
    sortOrder: f.sortOrder ?? paging.sortOrder,
  };
  const body: PartnerSearchBody = {};
  for (const key of partnerDisplaySearch.filterKeys)
    if (f[key] !== undefined) (body as Record<string, unknown>)[key] = f[key];
  // The address says favorite=true; the call takes a boolean.
  if (f.favorite) body.favorite = true;
  return { query, body };
}
