import { z } from 'zod';
import { periodDays } from '../constants.ts';
import { alignments, resolutions } from '../display-constants.ts';
import { langSchema, pageParam, pageSizeParam, v } from '../schemas/common.ts';
import { singleLineText } from '../schemas/text.ts';
import {
  archiveActions,
  infoAccesses,
  mediaFileKinds,
  mediaPoolLimits,
  mediaSortFields,
  mediaStatuses,
  mediaTypes,
  mediaUsageKinds,
  processingStates,
} from './constants.ts';

// ---------- POST /mediapools/search?lang&keyword&page&limit&sort ----------
export const mediaSearchQuery = z.strictObject({
  lang: langSchema.optional(),
  /** Case-insensitive, parts of words, over title, description and keywords (NFC on both sides). */
  keyword: singleLineText(200).optional(),
  page: pageParam,
  limit: pageSizeParam(mediaPoolLimits.maxPageSize, 10),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${mediaSortFields.join('|')})$`), v.invalid)
    .default('onlineId'),
});
export type MediaSearchQuery = z.infer<typeof mediaSearchQuery>;

/** The filter of spec 02 §3/§7 ("Media file filter"); booleans are booleans. */
export const mediaSearchBody = z.strictObject({
  alignment: z.enum(alignments).optional(),
  /** Kind of file: image or video. */
  type: z.enum(mediaFileKinds).optional(),
  infoAccess: z.enum(infoAccesses).optional(),
  mediaType: z.enum(mediaTypes).optional(),
  status: z.enum(mediaStatuses).optional(),
  /** Left out: archived and not archived files alike. */
  isArchived: z.boolean().optional(),
  resolution: z.enum(resolutions).optional(),
  categoryId: z.uuid({ error: v.invalid }).optional(),
  /** Uploaded in the last N days. */
  date: z.union(periodDays.map((d) => z.literal(d))).optional(),
  /** Only files whose keywords contain this (case-insensitive, part of a keyword). */
  keywords: singleLineText(200).optional(),
  /** The file number or a part of the title. */
  IdOrTitle: singleLineText(200).optional(),
  uploadedBy: z.uuid({ error: v.invalid }).optional(),
});
export type MediaSearchBody = z.infer<typeof mediaSearchBody>;

const logEntry = z.object({
  at: z.string(),
  action: z.string().describe('upload, edit, mediaType, archive, unArchive, delete, used'),
  text: z.string().describe('The action in the request language'),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type MediaFileLogEntry = z.infer<typeof logEntry>;

/** A media file as the overview, the expanded row and the details page get it (spec 02 §3 "Media file"). */
export const mediaFileItem = z.object({
  id: z.string(),
  onlineId: z.number(),
  type: z.string().describe('The mime type, from the bytes'),
  url: z.string().describe('Signed, short-lived URL of the stored file'),
  thumbUrl: z.string().nullable().describe('Signed URL of the WebP thumbnail; null while processing or failed'),
  previewUrl: z
    .string()
    .nullable()
    .describe(
      'Signed URL of the preview: a video’s 6-second muted MP4 clip (480 px wide), a picture’s 2560 px WebP ' +
        'rendition where it is larger than 3840 px; null for other pictures and while processing or failed',
    ),
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  categoryId: z.string().nullable(),
  categoryTitle: z.string().nullable(),
  categoryColor: z.string().nullable(),
  resolution: z.enum(resolutions),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alignment: z.enum(alignments),
  size: z.number().describe('Bytes of the stored file'),
  fileSize: z.number().describe('The same as size (the spec reads both)'),
  duration: z.number().nullable().describe('Seconds, videos only'),
  mediaType: z.enum(mediaTypes),
  status: z.enum(mediaStatuses),
  isArchived: z.boolean(),
  infoAccess: z.enum(infoAccesses),
  hasSound: z.boolean().nullable().describe('Videos only'),
  uploadedOn: z.string(),
  firstUse: z.string().nullable(),
  lastChange: z.string(),
  processing: z.enum(processingStates),
  fileLog: z.array(logEntry).describe('The first entry in lists and the expanded info; all on the details call'),
});
export type MediaFileItem = z.infer<typeof mediaFileItem>;

export const mediaSearchResponse = z.object({ files: z.array(mediaFileItem), totalCount: z.number() });
export type MediaSearchResponse = z.infer<typeof mediaSearchResponse>;
export const mediaExpandedResponse = z.object({ data: mediaFileItem });

export const mediaUsageItem = z.object({
  kind: z.enum(mediaUsageKinds),
  /** The using resource (a display for a display placeholder). */
  resourceId: z.string(),
  onlineId: z.number().nullable(),
  title: z.string().nullable(),
  since: z.string(),
});
export const mediaDetailsResponse = z.object({
  data: mediaFileItem.extend({
    usage: z.array(mediaUsageItem),
    originalUrl: z
      .string()
      .nullable()
      .describe('Signed download URL of the uploaded bytes where the company keeps originals; null otherwise'),
  }),
});
export type MediaDetails = z.infer<typeof mediaDetailsResponse>['data'];

const fileIds = z
  .array(z.uuid({ error: v.invalid }), { error: v.required })
  .min(1, v.required)
  .max(mediaPoolLimits.bulkMax, v.invalid);
// ---------- PATCH /mediapools/files/delete ----------
export const mediaDeleteBody = z.strictObject({ fileIds });
// ---------- PATCH /mediapools/files/changeStatus ----------
export const mediaChangeStatusBody = z.strictObject({
  fileIds,
  action: z.enum(archiveActions, { error: v.invalid }),
});
// ---------- PATCH /mediapools/files/setMediaType/{fileId} ----------
export const mediaSetTypeBody = z.strictObject({ mediaType: z.enum(mediaTypes, { error: v.invalid }) });

// ---------- GET / PATCH /mediapools/settings ----------
export const mediaPoolSettings = z.object({
  keepOriginals: z.boolean().describe('Uploads keep their uploaded bytes too, for download (owner only; default off)'),
});
export type MediaPoolSettings = z.infer<typeof mediaPoolSettings>;
export const mediaPoolSettingsBody = z.strictObject({
  keepOriginals: z.boolean({ error: v.invalid }),
});
export type MediaPoolSettingsBody = z.infer<typeof mediaPoolSettingsBody>;
export const mediaPoolSettingsResponse = z.object({ message: z.string(), data: mediaPoolSettings });
