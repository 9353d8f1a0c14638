import { resolutionPixels, type Resolution } from '../display-constants.ts';

/** Media pool enumerations and limits (spec 02 §3, §4, §5, §9). Alignment and resolution are the display enums. */
export const mediaTypes = ['general', 'commercial', 'background'] as const;
export type MediaType = (typeof mediaTypes)[number];
/** `used` once something (a display placeholder now; designs and schedules later) uses the file. */
export const mediaStatuses = ['used', 'notUsed'] as const;
export type MediaStatus = (typeof mediaStatuses)[number];
export const infoAccesses = ['public', 'private'] as const;
export type InfoAccess = (typeof infoAccesses)[number];
export const archiveActions = ['archive', 'unArchive'] as const;
export type ArchiveAction = (typeof archiveActions)[number];
/** The slow jobs after an upload (video thumbnail, preview clip, renditions): the file shows "processing" until then. */
export const processingStates = ['ready', 'processing', 'failed'] as const;
export type ProcessingState = (typeof processingStates)[number];
/** The search's `type` filter: the kind of file (its mime type's first part). */
export const mediaFileKinds = ['image', 'video'] as const;
export type MediaFileKind = (typeof mediaFileKinds)[number];
/** Sort fields of POST /mediapools/search (`-` prefix: descending). `date` is the upload date. */
export const mediaSortFields = ['firstUse', 'updatedAt', 'date', 'onlineId'] as const;
export type MediaSortField = (typeof mediaSortFields)[number];

/** Where a file is used: display placeholders now; designs and schedules add their kinds later. */
export const mediaUsageKinds = ['displayPlaceholder', 'design', 'displayProgram'] as const;
export type MediaUsageKind = (typeof mediaUsageKinds)[number];

export const mediaPoolLimits = {
  titleMin: 2,
  titleMax: 30,
  descriptionMin: 3,
  descriptionMax: 200,
  /** All keywords together, joined with ", " as the form shows them. */
  keywordsMax: 200,
  /** One keyword (a list of one long keyword is refused by the total too). */
  keywordsCount: 50,
  maxPageSize: 100,
  /** Ids one bulk call (delete, archive) may name. */
  bulkMax: 100,
} as const;

/** Resolutions that may be commercial or background (spec 02 §4: HD, FullHD, 4K, 8K). */
export const typedResolutions = ['HD', 'FullHD', '4KUHD', '8KUHD'] as const satisfies readonly Resolution[];

/** The resolution of a picture or video by its pixels: a 16:9 preset in either orientation, else `other`. */
export function resolutionOf(width: number | null, height: number | null): Resolution {
  if (!width || !height) return 'other';
  for (const [name, [w, h]] of Object.entries(resolutionPixels) as [Resolution, [number, number]][]) {
    if ((width === w && height === h) || (width === h && height === w)) return name;
  }
  return 'other';
}

/** The alignment by the aspect: wider than high is horizontal, higher than wide vertical, square or unknown other. */
export function alignmentOf(width: number | null, height: number | null): 'horizontal' | 'vertical' | 'other' {
  if (!width || !height || width === height) return 'other';
  return width > height ? 'horizontal' : 'vertical';
}
