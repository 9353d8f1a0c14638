import type { Resolution } from '../display-constants.ts';
import { type MediaType, typedResolutions } from './constants.ts';

/**
 * The media file rules of spec 02 §4, in one place: the server enforces them (409 with the message key), the web
 * explains them before the click (a disabled option with the same text). Each answers null when allowed, else the
 * i18n key of the reason.
 */
export type MediaRuleFile = {
  /** The mime type, e.g. image/jpeg or video/mp4. */
  type: string;
  resolution: Resolution | string | null;
  isArchived: boolean;
  /** Deleted files are never listed; the server still checks (a file deleted by another request meanwhile). */
  isDeleted?: boolean;
};

export const mediaRuleMessages = {
  archived: 'apiMediaPool.rules.archived',
  deleted: 'apiMediaPool.rules.deleted',
  videoBackground: 'apiMediaPool.rules.videoBackground',
  resolution: 'apiMediaPool.rules.resolution',
} as const;
export type MediaRuleMessage = (typeof mediaRuleMessages)[keyof typeof mediaRuleMessages];

/** Whether a mime type is a video's (the rules and the form's sound switch). */
export const isVideoMime = (type: string) => type.startsWith('video/');

/** Editing title, description, keywords, sound, category or access: not archived, not deleted. */
export function canEditFile(file: MediaRuleFile): MediaRuleMessage | null {
  if (file.isDeleted) return mediaRuleMessages.deleted;
  if (file.isArchived) return mediaRuleMessages.archived;
  return null;
}

/** Changing the access level (public/private): the same as any edit. */
export const canChangeAccess = canEditFile;

/** Deleting from the expanded row or in bulk: an archived file is unarchived first (spec 02 §4). */
export const canDeleteFile = canEditFile;

/**
 * Setting the media type: not archived or deleted; a video is never background; commercial and background only for
 * HD, FullHD, 4KUHD and 8KUHD. General is always allowed on an editable file.
 */
export function canSetMediaType(file: MediaRuleFile, type: MediaType): MediaRuleMessage | null {
  const editable = canEditFile(file);
  if (editable) return editable;
  if (type === 'general') return null;
  if (type === 'background' && isVideoMime(file.type)) return mediaRuleMessages.videoBackground;
  if (!(typedResolutions as readonly string[]).includes(file.resolution ?? '')) return mediaRuleMessages.resolution;
  return null;
}

/** Archiving or unarchiving: a deleted file has no status to change; archiving an archived file changes nothing. */
export function canChangeArchive(file: MediaRuleFile): MediaRuleMessage | null {
  return file.isDeleted ? mediaRuleMessages.deleted : null;
}
