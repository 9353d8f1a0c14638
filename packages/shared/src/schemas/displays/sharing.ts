import { z } from 'zod';
import { alignments, days, displayTypes, resolutions } from '../../display-constants.ts';
import { langSchema, pageParam, v } from '../common.ts';
import { sharedMultilineText, singleLineText } from '../text.ts';
import { scale } from './fields.ts';
import { displayListItem, displaySortParam, limitParam } from './search.ts';

// ---------- Sharing my displays with partners ----------
export const partnerItem = z.object({
  id: z.string(),
  companyName: z.string(),
  logoThumbUrl: z.string().nullable(),
  isShared: z.boolean(),
});
export const partnersResponse = z.object({ partners: z.array(partnerItem), totalCount: z.number() });
export const shareDisplayBody = z.strictObject({
  displayId: z.uuid({ error: v.invalid }),
  message: sharedMultilineText(1000).optional().default(''),
  partnerIds: z.array(z.uuid({ error: v.invalid })).max(500),
});

// ---------- Partner displays (displays shared with my company) ----------
export const partnerDisplaySearchQuery = z.strictObject({
  lang: langSchema.optional(),
  page: pageParam,
  perPage: limitParam,
  sort: displaySortParam,
  sortOrder: z.enum(['asce', 'desc']).default('asce'),
});
export const partnerDisplaySearchBody = z.strictObject({
  /** Only the company's favourites (issue 23); favourites come first either way. */
  favorite: z.boolean({ error: v.invalid }).optional(),
  companyId: z.uuid({ error: v.invalid }).optional(),
  visibility: scale(5).optional(),
  /** The stored visitor count band 1..5 (the wizard's bands: 1-99, 100-499, 500-1000, 1000-2000, >2000). */
  visitorCount: scale(5).optional(),
  rating: scale(5).optional(),
  priceCategory: scale(5).optional(),
  alignment: z.enum(alignments).optional(),
  availableDays: z.array(z.enum(days)).max(7).optional(),
  displayType: z.enum(displayTypes).optional(),
  number: singleLineText(20).optional(),
  postCode: singleLineText(10).optional(),
  resolution: z.enum(resolutions).optional(),
  IdOrTitle: singleLineText(200).optional(),
  street: singleLineText(200).optional(),
  town: singleLineText(100).optional(),
});
/** A row of the partner overview: the list fields a booking needs, chosen one by one (server `toPartnerItem`). */
export const partnerDisplayItem = displayListItem
  .pick({
    id: true,
    onlineId: true,
    title: true,
    description: true,
    categoryId: true,
    categoryTitle: true,
    categoryColor: true,
    displayType: true,
    resolution: true,
    alignment: true,
    size: true,
    visibilityRate: true,
    visitorCount: true,
    priceCredits: true,
    availableDays: true,
    status: true,
    accessibility: true,
    location: true,
    shareOptions: true,
    isActive: true,
    isLocked: true,
    createDate: true,
    street: true,
    zipCode: true,
    city: true,
    district: true,
    thumbUrl: true,
  })
  .extend({
    companyId: z.string(),
    companyName: z.string(),
    /** The owner company's logo (null: none). */
    logoThumbUrl: z.string().nullable(),
    isFavorite: z.boolean(),
  });
export const partnerDisplaySearchResponse = z.object({ displays: z.array(partnerDisplayItem), totalCount: z.number() });
/** GET /partnerDisplays/companies: the partner companies that share at least one display with my company (filter options). */
export const partnerDisplayCompaniesResponse = z.object({
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
});
