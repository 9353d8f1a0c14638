import {
  type MediaSearchBody,
  alignments,
  infoAccesses,
  mediaFileKinds,
  mediaSortFields,
  mediaStatuses,
  mediaTypes,
  periodDays,
  resolutions,
} from '@plakat/shared';
import { intIn, oneOf, text, uuid } from '../../../../lib/lenient-search.ts';
import { defineListSearch, keywordListQuery, withoutUnset } from '../../../../lib/list-search.ts';
import type { SearchValuesOf } from '../../../../lib/search-state.ts';

export const archivedFilters = ['false', 'true'] as const;

/**
 * The media search as it lives in the address (spec 02 §2 'Search state', §3 'Media file filter'): every value is
 * checked against its allowed list and dropped when invalid; defaults are left out. `keyword` is the free text of the
 * call's query (titles, descriptions, keywords); the rest are the filter body's fields, `period` its `date`.
 */
export const mediaSearch = defineListSearch(
  {
    keyword: text(200),
    IdOrTitle: text(200),
    keywords: text(200),
    categoryId: uuid,
    period: intIn(periodDays),
    alignment: oneOf(alignments),
    type: oneOf(mediaFileKinds),
    mediaType: oneOf(mediaTypes),
    status: oneOf(mediaStatuses),
    resolution: oneOf(resolutions),
    isArchived: oneOf(archivedFilters),
    infoAccess: oneOf(infoAccesses),
    uploadedBy: uuid,
  },
  { fields: mediaSortFields, default: 'onlineId' },
);
export type MediaFilter = SearchValuesOf<typeof mediaSearch>;
export type MediaFilterValues = Omit<MediaFilter, 'page' | 'perPage' | 'sort' | 'sortOrder'>;

/** The quick search's fields (spec 02 §2: IdOrTitle, categoryId, period, alignment, type, mediaType, status, resolution, isArchived) and the free text. */
export const quickSearchKeys = [
  'keyword',
  'IdOrTitle',
  'categoryId',
  'period',
  'type',
  'mediaType',
  'status',
  'alignment',
  'resolution',
  'isArchived',
] as const satisfies readonly (keyof MediaFilterValues)[];
/** The detailed search: every filter of spec 02 §3. */
export const detailedSearchKeys = [...quickSearchKeys, 'keywords', 'infoAccess', 'uploadedBy'] as const;

/** Address filters → POST /mediapools/search?keyword&page&limit&sort plus the body (spec 02 §7). */
export function toMediaSearchRequest(f: MediaFilter) {
  const query = keywordListQuery(f, 'onlineId');
  const body: MediaSearchBody = withoutUnset({
    IdOrTitle: f.IdOrTitle,
    keywords: f.keywords,
    categoryId: f.categoryId,
    date: f.period as MediaSearchBody['date'],
    alignment: f.alignment,
    type: f.type,
    mediaType: f.mediaType,
    status: f.status,
    resolution: f.resolution,
    isArchived: f.isArchived === undefined ? undefined : f.isArchived === 'true',
    infoAccess: f.infoAccess,
    uploadedBy: f.uploadedBy,
  });
  return { query, body };
}
