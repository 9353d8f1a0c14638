import {
  type DisplaySearchBody,
  accessibilities,
  alignments,
  days,
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
import type { ApiBody } from '../../../lib/api-client.ts';
import { intIn, intRange, lenientSchema, manyOf, oneOf, text, uuid } from '../../../lib/lenient-search.ts';
import type { SearchValues } from '../../../lib/search-state.ts';

export const pageSizes = [10, 20, 50, 100] as const;
export const sortOrders = ['asce', 'desc'] as const;
export const paging10: SearchValues = {
  page: paging.page,
  perPage: paging.perPage,
  sort: paging.sort,
  sortOrder: paging.sortOrder,
};

export const ownStatusFilters = ['active', 'inactive', 'draft', 'duplicated'] as const;
export const lockStatuses = ['locked', 'unlocked'] as const;

/**
 * Display search state as it lives in the address bar (spec 02 §2 'Search state'): every value is checked against
 * its allowed list and dropped when invalid; page and perPage fall back to 1 and 10; defaults are left out.
 */
const common = {
  page: intRange(1, 1_000_000),
  perPage: intIn(pageSizes),
  sort: oneOf(displaySortFields),
  sortOrder: oneOf(sortOrders),
};

/** Own display overview: the fields of spec 02 §2 'Search fields' (names as in the address). */
export const ownDisplayFilter = lenientSchema({
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
  ...common,
});
export type OwnDisplayFilter = NonNullable<ReturnType<typeof parseOwn>>;
const parseOwn = (v: unknown) => {
  const r = ownDisplayFilter.safeParse(v);
  return r.success ? r.data : undefined;
};

/** Keys of the own filter that belong to the search form (everything but paging and sorting). */
export const ownFilterKeys = [
  'keyword',
  'categoryId',
  'displayType',
  'alignment',
  'accessibility',
  'locationType',
  'shareOptions',
  'status',
  'lockStatus',
  'resolution',
  'keywords',
  'street',
  'number',
  'postCode',
  'town',
  'displaySizeFrom',
  'displaySizeTo',
  'period',
  'availableDays',
] as const;

/** Partner display overview: the filter fields of spec 02 §2 'Partner display overview'. */
export const partnerDisplayFilter = lenientSchema({
  IdOrTitle: text(200),
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
  ...common,
});
export type PartnerDisplayFilter = NonNullable<ReturnType<typeof parsePartner>>;
const parsePartner = (v: unknown) => {
  const r = partnerDisplayFilter.safeParse(v);
  return r.success ? r.data : undefined;
};
export const partnerFilterKeys = [
  'IdOrTitle',
  'companyId',
  'visibility',
  'visitorCount',
  'rating',
  'priceCategory',
  'alignment',
  'availableDays',
  'displayType',
  'number',
  'postCode',
  'resolution',
  'street',
  'town',
] as const;

/** Address filters → the call of spec 02 §7: POST /displays/search?keyword&page&limit&sort plus the body. */
export function toOwnSearchRequest(f: OwnDisplayFilter) {
  const sort = f.sort ?? paging.sort;
  const query = {
    keyword: f.keyword,
    page: f.page ?? paging.page,
    limit: f.perPage ?? paging.perPage,
    sort: f.sortOrder === 'desc' ? `-${sort}` : sort,
  };
  const body: DisplaySearchBody = {
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
  };
  for (const key of Object.keys(body) as (keyof DisplaySearchBody)[]) if (body[key] === undefined) delete body[key];
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
  for (const key of partnerFilterKeys) if (f[key] !== undefined) (body as Record<string, unknown>)[key] = f[key];
  return { query, body };
}

/** Keeps paging and sorting, replaces the filters, and starts again on page 1 (spec 02 §2). */
export function withNewFilters<T extends Record<string, unknown>>(
  current: T,
  keys: readonly string[],
  values: Record<string, unknown>,
): SearchValues {
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(current)) if (!keys.includes(key)) next[key] = value;
  for (const key of keys) next[key] = values[key];
  next.page = undefined;
  return next as SearchValues;
}
