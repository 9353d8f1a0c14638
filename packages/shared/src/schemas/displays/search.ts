import { z } from 'zod';
import {
  accessibilities,
  alignments,
  days,
  displayConnections,
  displayLimits,
  displaySortFields,
  displayStatuses,
  displayTypes,
  locationTypes,
  resolutions,
  shareOptions,
} from '../../display-constants.ts';
import { periodDays } from '../../constants.ts';
import { langSchema, pageParam, pageSizeParam, v } from '../common.ts';
import { singleLineText } from '../text.ts';

// ---------- Search (POST /displays/search?lang&keyword&page&limit&sort) ----------
export const displaySortParam = z
  .string()
  .regex(new RegExp(`^-?(${displaySortFields.join('|')})$`), v.invalid)
  .default('onlineId');
export const limitParam = pageSizeParam(displayLimits.maxPageSize, 10);

export const displaySearchQuery = z.strictObject({
  lang: langSchema.optional(),
  keyword: singleLineText(200).optional(),
  page: pageParam,
  limit: limitParam,
  sort: displaySortParam,
});
export const displayStatusFilter = ['active', 'inactive', 'draft', 'duplicated'] as const;
export const displaySearchBody = z.strictObject({
  alignment: z.enum(alignments).optional(),
  availableDays: z.array(z.enum(days)).max(7).optional(),
  categoryId: z.uuid({ error: v.invalid }).optional(),
  date: z.union(periodDays.map((d) => z.literal(d))).optional(),
  displayType: z.enum(displayTypes).optional(),
  infoAccess: z.enum(accessibilities).optional(),
  location: z.enum(locationTypes).optional(),
  maxDisplaySize: z.number().min(0).max(1000).optional(),
  minDisplaySize: z.number().min(0).max(1000).optional(),
  number: singleLineText(20).optional(),
  postCode: singleLineText(10).optional(),
  resolution: z.enum(resolutions).optional(),
  share: z.enum(shareOptions).optional(),
  status: z.enum(displayStatusFilter).optional(),
  street: singleLineText(200).optional(),
  town: singleLineText(100).optional(),
  keywords: singleLineText(200).optional(),
  isLocked: z.boolean().optional(),
  /** Screens reporting (online) or fallen silent (offline); displays without a paired screen match neither. */
  connection: z.enum(displayConnections).optional(),
});
export type DisplaySearchBody = z.infer<typeof displaySearchBody>;

/** One row of the own display overview (spec 02 §3 'Display'). */
export const displayListItem = z.object({
  id: z.string(),
  onlineId: z.number(),
  title: z.string(),
  description: z.string(),
  categoryId: z.string().nullable(),
  categoryTitle: z.string().nullable(),
  categoryColor: z.string().nullable(),
  displayType: z.string().nullable(),
  resolution: z.string().nullable(),
  alignment: z.string().nullable(),
  size: z.number().nullable(),
  visibilityRate: z.number().nullable(),
  visitorCount: z.number().nullable(),
  priceCredits: z.number().nullable(),
  availableDays: z.array(z.string()),
  status: z.enum(displayStatuses),
  accessibility: z.enum(accessibilities),
  location: z.enum(locationTypes),
  shareOptions: z.enum(shareOptions),
  isActive: z.boolean(),
  isLocked: z.boolean(),
  canManageToken: z.boolean(),
  email: z.string().nullable(),
  createDate: z.string(),
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  thumbUrl: z.string().nullable(),
});
export type DisplayListItem = z.infer<typeof displayListItem>;
/** A row of the own overview: the list row and its screen's connection (issue 25). */
export const ownDisplayListItem = displayListItem.extend({
  /** null: no paired screen has reported yet. */
  online: z.boolean().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type OwnDisplayListItem = z.infer<typeof ownDisplayListItem>;
export const displaySearchResponse = z.object({ displays: z.array(ownDisplayListItem), totalCount: z.number() });
