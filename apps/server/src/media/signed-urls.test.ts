import { describe, expect, it } from 'vitest';
import { createFileUrlSigner } from './signed-urls.ts';

const signer = createFileUrlSigner('s'.repeat(40), 'display-media');
const parse = (url: string) => {
  const u = new URL(url, 'http://x');
  return {
    path: u.pathname,
    exp: Number(u.searchParams.get('exp')),
    sig: u.searchParams.get('sig') ?? '',
    viewer: u.searchParams.get('for') ?? undefined,
  };
};

describe('signed file urls', () => {
  it('verifies its own URLs and refuses another path, area, secret or an expired one', () => {
    const { path, exp, sig, viewer } = parse(signer.sign('m1/thumb'));
    expect(path).toBe('/api/files/display-media/m1/thumb');
    expect(viewer).toBeUndefined();
    expect(signer.verify('m1/thumb', exp, sig)).toBe(true);
    expect(signer.verify('m2/thumb', exp, sig)).toBe(false);
    expect(signer.verify('m1/file', exp, sig)).toBe(false);
    expect(createFileUrlSigner('s'.repeat(40), 'media-pool').verify('m1/thumb', exp, sig)).toBe(false);
    expect(createFileUrlSigner('t'.repeat(40), 'display-media').verify('m1/thumb', exp, sig)).toBe(false);
    expect(signer.verify('m1/thumb', exp, sig, undefined, (exp + 1) * 1000)).toBe(false);
  });

  it('binds a URL handed to another company to it: without it, or with another, the signature fails', () => {
    const { exp, sig, viewer } = parse(signer.forViewer('company-a').sign('m1/file'));
    expect(viewer).toBe('company-a');
    expect(signer.verify('m1/file', exp, sig, 'company-a')).toBe(true);
    expect(signer.verify('m1/file', exp, sig)).toBe(false);
    expect(signer.verify('m1/file', exp, sig, 'company-b')).toBe(false);
  });

  it('signs display media as before, so URLs handed out before an update stay valid', () => {
    // HMAC-SHA256 under "display-media:<secret>" of "<mediaId>/<variant>/<exp>", the scheme of the first release.
    const url = signer.sign('m1/file', Date.UTC(2030, 0, 1));
    expect(url).toBe('/api/files/display-media/m1/file?exp=1893477600&sig=mb5fNFCkWq_d4fTVdkPFWqKWz8uh4YxFvtTTY4EYP5k');
  });

  it('signs long-lived URLs for a week, rounded to the day, that verify like the others', () => {
    const now = Date.UTC(2026, 10, 25, 13, 30);
    const { exp, sig } = parse(signer.sign('m1/thumb', now, 'long'));
    expect(exp % 86_400).toBe(0);
    expect(exp - now / 1000).toBeGreaterThanOrEqual(7 * 86_400);
    expect(exp - now / 1000).toBeLessThan(8 * 86_400);
    expect(signer.verify('m1/thumb', exp, sig, undefined, now)).toBe(true);
    expect(parse(signer.sign('m1/thumb', now + 3600_000, 'long')).sig).toBe(sig);
  });
});
