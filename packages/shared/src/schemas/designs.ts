import { z } from 'zod';
import { perPageOptions, sortOrders } from '../constants.ts';
import type { DesignDocument } from '../editor/document.ts';
import { type ArtboardPreset, artboardPresetNames, designLimits, orientations } from '../editor/limits.ts';
import { designDocumentInput } from '../editor/migrations.ts';
import { errorResponse, langSchema, pageParam, uuidParam, v } from './common.ts';
import { filledText, singleLineText } from './text.ts';

/** The contracts of the design editor's calls (issue 24, `docs/api/designs.md`). */

export const designKinds = ['designs', 'templates'] as const;
export type DesignKind = (typeof designKinds)[number];
export const designSortFields = ['updatedAt', 'name'] as const;
export type DesignSortField = (typeof designSortFields)[number];

const perPageOption = z.coerce.number({ error: v.invalid }).pipe(
  z.union(
    perPageOptions.map((n) => z.literal(n)),
    { error: v.invalid },
  ),
);

/** A design's name: what the list, the media pool file's title and templates show. */
export const designName = filledText(designLimits.maxNameLength, 'shared');

export const designIdParams = uuidParam('id');

/** GET /api/designs: the company's designs (or templates), newest change first by default. */
export const designListQuery = z.strictObject({
  lang: langSchema.optional(),
  /** Part of the name, matched literally (no wildcards), case-insensitive. */
  keyword: singleLineText(designLimits.maxNameLength).optional(),
  kind: z.enum(designKinds, { error: v.invalid }).default('designs'),
  sort: z.enum(designSortFields, { error: v.invalid }).default('updatedAt'),
  sortOrder: z.enum(sortOrders, { error: v.invalid }).default('desc'),
  page: pageParam,
  perPage: perPageOption.default(10),
});
export type DesignListQuery = z.infer<typeof designListQuery>;

const published = z
  .object({
    fileId: z.string().describe('The media pool file the design was published into'),
    revision: z.number().int().describe('The revision number that was published'),
  })
  .nullable();

export const designListItem = z.object({
  id: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  orientation: z.enum(orientations),
  isTemplate: z.boolean(),
  /** The draft's revision number. */
  revision: z.number().int(),
  updatedAt: z.string(),
  /** Who saved last (null: that user was deleted). */
  updatedBy: z.string().nullable(),
  /** The latest thumbnail's signed, versioned address; null until the browser sent one. */
  thumbnailUrl: z.string().nullable(),
  published,
});
export type DesignListItem = z.infer<typeof designListItem>;
export const designListResponse = z.object({ items: z.array(designListItem), totalCount: z.number() });
export type DesignListResponse = z.infer<typeof designListResponse>;

/** Where a new design starts: a preset size in an orientation, a custom size, or a company template. */
export const designStart = z.union([
  z.strictObject({
    preset: z.enum(artboardPresetNames as [ArtboardPreset, ...ArtboardPreset[]], { error: v.invalid }),
    orientation: z.enum(orientations, { error: v.invalid }),
  }),
  z.strictObject({
    width: z.number({ error: v.invalid }).int(v.invalid).min(designLimits.minSide).max(designLimits.maxSide),
    height: z.number({ error: v.invalid }).int(v.invalid).min(designLimits.minSide).max(designLimits.maxSide),
  }),
  z.strictObject({ templateId: z.uuid({ error: v.invalid }) }),
]);
export type DesignStart = z.infer<typeof designStart>;

/** POST /api/designs. */
export const designCreateBody = z.strictObject({ name: designName, from: designStart });
export type DesignCreateBody = z.input<typeof designCreateBody>;

/**
 * The draft document as answers carry it: validated when it was saved and migrated on read, so the answer is not
 * validated again (a 2000-element document would be on every read), and the OpenAPI document describes its outline
 * only (groups nest: the element union is recursive); its full schema is `designDocument` (docs/api/designs.md).
 */
const answeredDocument = z
  .looseObject({
    schemaVersion: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    orientation: z.enum(orientations),
    background: z.looseObject({ type: z.enum(['color', 'image']) }),
    safeArea: z.looseObject({ x: z.number(), y: z.number() }),
    slides: z.array(z.looseObject({ id: z.string(), elements: z.array(z.looseObject({ type: z.string() })) })),
  })
  .describe(
    'The design document in the current schemaVersion (docs/api/designs.md)',
  ) as unknown as z.ZodType<DesignDocument>;

/** A design with its draft document (migrated to the current version) and the draft's revision number. */
export const designDetails = designListItem.extend({ document: answeredDocument });
export type DesignDetails = z.infer<typeof designDetails>;
export const designResponse = z.object({ message: z.string().optional(), design: designDetails });

/** PUT /api/designs/{id}/document: saves a new revision if `baseRevision` is still the draft's number. */
export const designSaveBody = z.strictObject({
  baseRevision: z.number({ error: v.invalid }).int(v.invalid).min(1, v.invalid),
  /** Any known schemaVersion; stored as the current one. */
  document: designDocumentInput,
});
export type DesignSaveBody = z.input<typeof designSaveBody>;
export const designSaveResponse = z.object({
  revision: z.number().int().describe('The draft revision after the save'),
  /** False when the document equalled the draft: no revision was made. */
  saved: z.boolean(),
  updatedAt: z.string(),
});
export type DesignSaveResponse = z.infer<typeof designSaveResponse>;

/** 409 of a save: the draft moved on (another tab or user); nothing was stored. */
export const designConflictResponse = errorResponse.extend({
  currentRevision: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type DesignConflict = z.infer<typeof designConflictResponse>;

/** 404 of a save naming the media ids that are not files of the company's pool. */
export const designMissingMediaResponse = errorResponse.extend({ missingMediaIds: z.array(z.string()).optional() });

/** PATCH /api/designs/{id}. */
export const designRenameBody = z.strictObject({ name: designName });

/** `?revision=N` of a thumbnail or a publish: the revision the picture was rendered from. */
export const designRevisionQuery = z.strictObject({
  lang: langSchema.optional(),
  revision: z.coerce
    .number({ error: v.invalid })
    .int(v.invalid)
    .min(1, v.invalid)
    .max(2 ** 31 - 1, v.invalid),
});

export const designThumbnailResponse = z.object({ thumbnailUrl: z.string() });
export const designPublishResponse = z.object({
  message: z.string(),
  fileId: z.string(),
  revision: z.number().int(),
});

/** The pictures the browser renders of a design: a thumbnail for the list, and the publish at the design's size. */
