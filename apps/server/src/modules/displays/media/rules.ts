import { displayLimits } from '@plakat/shared';
import { isVideo } from '../../../media/index.ts';
import type { MediaKind } from '../repository/media.ts';

type Medium = { kind: string; mime: string };

/**
 * The location media rule (5 pictures, or 4 pictures and one video) and the placeholder maximum, for the media a
 * display has plus one new file of `mime`. Returns the i18n key of the broken rule, or null.
 */
export function mediaLimitError(existing: Medium[], kind: MediaKind, mime: string): string | null {
  const ofKind = existing.filter((m) => m.kind === kind);
  if (kind === 'placeholder')
    return ofKind.length >= displayLimits.placeholderImagesMax ? 'apiWizard.tooManyPlaceholders' : null;
  const pictures = ofKind.filter((m) => !isVideo(m.mime)).length;
  const videos = ofKind.length - pictures;
  if (isVideo(mime)) {
    if (videos >= 1) return 'apiWizard.secondVideo';
    return pictures > displayLimits.locationImagesWithVideoMax ? 'apiWizard.tooManyPictures' : null;
  }
  const max = videos > 0 ? displayLimits.locationImagesWithVideoMax : displayLimits.locationImagesMax;
  return pictures >= max ? 'apiWizard.tooManyPictures' : null;
}

/** True when the location media fit the finished rule: 1..5 pictures, or 1..4 pictures plus one video. */
export function locationMediaComplete(existing: Medium[]): boolean {
  const ofKind = existing.filter((m) => m.kind === 'location');
  const videos = ofKind.filter((m) => isVideo(m.mime)).length;
  const pictures = ofKind.length - videos;
  if (videos > 1 || ofKind.length === 0) return false;
  return videos === 1
    ? pictures <= displayLimits.locationImagesWithVideoMax
    : pictures <= displayLimits.locationImagesMax;
}

/** True when the placeholder images fit the finished rule: 1 to 5. */
export function placeholdersComplete(existing: Medium[]): boolean {
  const n = existing.filter((m) => m.kind === 'placeholder').length;
  return n >= displayLimits.placeholderImagesMin && n <= displayLimits.placeholderImagesMax;
}
