import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Display images and videos are shown with <img>/<video>, which cannot send a bearer token, so the API hands out
 * short-lived signed URLs to users allowed to see the display, and the file route checks the signature.
 */
export type MediaVariant = 'file' | 'thumb';
const TTL_SECONDS = 6 * 3600;

export function createMediaUrlSigner(secret: string) {
  const key = Buffer.from(`display-media:${secret}`);
  const signature = (mediaId: string, variant: MediaVariant, exp: number) =>
    createHmac('sha256', key).update(`${mediaId}/${variant}/${exp}`).digest('base64url');
  return {
    /** Expiry rounded to the hour so repeated answers share URLs and browsers can cache the files. */
    sign(mediaId: string, variant: MediaVariant, now = Date.now()): string {
      const exp = Math.ceil((now / 1000 + TTL_SECONDS) / 3600) * 3600;
      return `/api/files/display-media/${mediaId}/${variant}?exp=${exp}&sig=${signature(mediaId, variant, exp)}`;
    },
    verify(mediaId: string, variant: MediaVariant, exp: number, sig: string, now = Date.now()): boolean {
      if (!Number.isInteger(exp) || exp * 1000 < now) return false;
      const expected = Buffer.from(signature(mediaId, variant, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type MediaUrlSigner = ReturnType<typeof createMediaUrlSigner>;
