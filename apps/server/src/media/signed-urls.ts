import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Display images and videos are shown with <img>/<video>, which cannot send a bearer token, so the API hands out
 * short-lived signed URLs to users allowed to see the display, and the file route checks the signature.
 *
 * A URL handed to a partner company names that company (`for`, covered by the signature): the file route then also
 * checks that the display is still shared with it, so a share that ends ends the URLs at once, and such files may be
 * cached for `PARTNER_CACHE_SECONDS` only. The owner's URLs carry no company: its own media cannot be taken away.
 */
export type MediaVariant = 'file' | 'thumb';
const TTL_SECONDS = 6 * 3600;
/** How long a browser may keep a partner's copy of a file without asking again (the share is checked on asking). */
export const PARTNER_CACHE_SECONDS = 300;

export function createMediaUrlSigner(secret: string, viewerCompanyId?: string) {
  const key = Buffer.from(`display-media:${secret}`);
  const signature = (mediaId: string, variant: MediaVariant, exp: number, viewer: string | undefined) =>
    createHmac('sha256', key)
      .update(`${mediaId}/${variant}/${exp}${viewer ? `/${viewer}` : ''}`)
      .digest('base64url');
  return {
    /** Expiry rounded to the hour so repeated answers share URLs and browsers can cache the files. */
    sign(mediaId: string, variant: MediaVariant, now = Date.now()): string {
      const exp = Math.ceil((now / 1000 + TTL_SECONDS) / 3600) * 3600;
      const sig = signature(mediaId, variant, exp, viewerCompanyId);
      const viewer = viewerCompanyId ? `&for=${viewerCompanyId}` : '';
      return `/api/files/display-media/${mediaId}/${variant}?exp=${exp}${viewer}&sig=${sig}`;
    },
    /** `viewer` is the URL's `for`: the partner company it was handed to, undefined for the owner's URLs. */
    verify(
      mediaId: string,
      variant: MediaVariant,
      exp: number,
      sig: string,
      viewer?: string,
      now = Date.now(),
    ): boolean {
      if (!Number.isInteger(exp) || exp * 1000 < now) return false;
      const expected = Buffer.from(signature(mediaId, variant, exp, viewer));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    /** The same signer for URLs handed to a partner company (`for=` that company). */
    forViewer: (companyId: string) => createMediaUrlSigner(secret, companyId),
  };
}
export type MediaUrlSigner = ReturnType<typeof createMediaUrlSigner>;
