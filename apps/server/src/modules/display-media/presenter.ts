import type { DisplayMediaItem } from '@plakat/shared';
import type { MediaUrlSigner } from './signed-urls.ts';

type MediaRowLike = { id: string; mime: string; thumbKey: string | null; durationSeconds: number | null };

/** A display_media row as the API shows it: signed URLs (img/video tags send no bearer), the real mime type. */
export function presentMedia(signer: MediaUrlSigner, row: MediaRowLike, now = Date.now()): DisplayMediaItem {
  const url = signer.sign(row.id, 'file', now);
  return {
    uid: row.id,
    url,
    thumbUrl: row.thumbKey ? signer.sign(row.id, 'thumb', now) : url,
    type: row.mime,
    durationSeconds: row.durationSeconds,
  };
}
