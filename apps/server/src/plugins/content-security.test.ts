import { describe, expect, it } from 'vitest';
import { htmlSecurityHeaders, inlineScriptHashes, tileSource } from './content-security.ts';

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts only, not the ones loaded by src', () => {
    const html = '<script type="module" src="/a.js"></script><script>alert(1)</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });
});

describe('tileSource', () => {
  it('takes the origin of the build, subdomains as a wildcard, and refuses anything else', () => {
    const meta = (content: string) => `<meta name="plakat:tile-origin" content="${content}">`;
    expect(tileSource(meta('https://tile.openstreetmap.org'))).toBe('https://tile.openstreetmap.org');
    expect(tileSource(meta('https://{s}.tile.example.org:8443'))).toBe('https://*.tile.example.org:8443');
    expect(tileSource(meta("https://x.org 'unsafe-inline'"))).toBeNull();
    expect(tileSource('<html></html>')).toBeNull();
  });
});

describe('htmlSecurityHeaders', () => {
  it('adds Strict-Transport-Security only for an https address', () => {
    expect(htmlSecurityHeaders('', { https: true })['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(htmlSecurityHeaders('', { https: false })['strict-transport-security']).toBeUndefined();
  });
});
