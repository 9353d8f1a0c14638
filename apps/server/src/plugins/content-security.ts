import { createHash } from 'node:crypto';

/** `<meta name="plakat:tile-origin">`: the build writes the origin of its map tile server there (vite.config.ts). */
const tileOriginMeta = /<meta name="plakat:tile-origin" content="([^"]*)"/;
const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hash source of each inline script of the page: exactly these scripts may run, nothing injected. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .map((match) => match[1])
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

/** A source expression for the tile server, `{s}` subdomains as a wildcard; nothing for anything unexpected. */
export function tileSource(html: string): string | null {
  const origin = tileOriginMeta.exec(html)?.[1].replace('{s}', '*');
  return origin && /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(origin) ? origin : null;
}

/**
 * The headers of the web app's HTML. The refresh token lives in localStorage (spec), so any script that runs in the
 * page could take the account: scripts come only from our own origin plus the hashed inline script of the build.
 * Styles allow 'unsafe-inline' because antd writes its CSS-in-JS into <style> elements at run time (a nonce would
 * need a per-request HTML, which the precompressed static file cannot have); styles cannot run code.
 */
export function htmlSecurityHeaders(html: string, opts: { https: boolean }): Record<string, string> {
  const tiles = tileSource(html);
  const images = ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
