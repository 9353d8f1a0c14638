import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pictures and videos are shown with <img>/<video>, which cannot send a bearer token, so the API hands out
 * short-lived signed URLs to users allowed to see a file, and the file route checks the signature.
 *
 * One signer per area of files (`display-media`, the media pool's own): its URLs are `/api/files/<area>/<path>`,
 * where `path` names a file within the area (`<mediaId>/<variant>` for display media); the area's file route checks
 * `verify(path, ...)` and looks the file up itself.
 *
 * A URL handed to another company names it (`for`, covered by the signature): the file route then also checks that
 * the file is still shared with it, so a share that ends ends the URLs at once, and such files may be cached for
 * `VIEWER_CACHE_SECONDS` only. The owner's URLs carry no company: its own files cannot be taken away.
 */
const TTL_SECONDS = 6 * 3600;
const LONG_TTL_SECONDS = 7 * 86_400;
/** How long a browser may keep another company's copy of a file without asking again (the share is checked then). */
export const VIEWER_CACHE_SECONDS = 300;

export function createFileUrlSigner(secret: string, area: string, viewerCompanyId?: string) {
  const key = Buffer.from(`${area}:${secret}`);
  const signature = (path: string, exp: number, viewer: string | undefined) =>
    createHmac('sha256', key)
      .update(`${path}/${exp}${viewer ? `/${viewer}` : ''}`)
      .digest('base64url');
  return {
    /**
     * Expiry rounded to the hour so repeated answers share URLs and browsers can cache the files. `long`: a week,
     * rounded to the day, for files that are small and never change under their id (thumbnails), so the same URL is
     * handed out all day and the browser keeps the file for days.
     */
    sign(path: string, now = Date.now(), lifetime: 'short' | 'long' = 'short'): string {
      const [ttl, step] = lifetime === 'long' ? [LONG_TTL_SECONDS, 86_400] : [TTL_SECONDS, 3600];
      const exp = Math.ceil((now / 1000 + ttl) / step) * step;
      const sig = signature(path, exp, viewerCompanyId);
      const viewer = viewerCompanyId ? `&for=${viewerCompanyId}` : '';
      return `/api/files/${area}/${path}?exp=${exp}${viewer}&sig=${sig}`;
    },
    /** `viewer` is the URL's `for`: the company it was handed to, undefined for the owner's URLs. */
    verify(path: string, exp: number, sig: string, viewer?: string, now = Date.now()): boolean {
      if (!Number.isInteger(exp) || exp * 1000 < now) return false;
      const expected = Buffer.from(signature(path, exp, viewer));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    /** The same signer for URLs handed to another company (`for=` that company). */
    forViewer: (companyId: string) => createFileUrlSigner(secret, area, companyId),
  };
}
export type FileUrlSigner = ReturnType<typeof createFileUrlSigner>;
