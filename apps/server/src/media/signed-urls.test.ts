import { describe, expect, it } from 'vitest';
import { createMediaUrlSigner } from './signed-urls.ts';

const signer = createMediaUrlSigner('s'.repeat(40));
const parse = (url: string) => {
  const u = new URL(url, 'http://x');
  return {
    exp: Number(u.searchParams.get('exp')),
    sig: u.searchParams.get('sig') ?? '',
    viewer: u.searchParams.get('for') ?? undefined,
  };
};

describe('media url signer', () => {
  it('verifies its own URLs and refuses another id, variant, secret or an expired one', () => {
    const { exp, sig, viewer } = parse(signer.sign('m1', 'thumb'));
    expect(viewer).toBeUndefined();
    expect(signer.verify('m1', 'thumb', exp, sig)).toBe(true);
    expect(signer.verify('m2', 'thumb', exp, sig)).toBe(false);
    expect(signer.verify('m1', 'file', exp, sig)).toBe(false);
    expect(createMediaUrlSigner('t'.repeat(40)).verify('m1', 'thumb', exp, sig)).toBe(false);
    expect(signer.verify('m1', 'thumb', exp, sig, undefined, (exp + 1) * 1000)).toBe(false);
  });

  it("binds a partner's URL to its company: without it, or with another, the signature fails", () => {
    const { exp, sig, viewer } = parse(signer.forViewer('company-a').sign('m1', 'file'));
    expect(viewer).toBe('company-a');
    expect(signer.verify('m1', 'file', exp, sig, 'company-a')).toBe(true);
    expect(signer.verify('m1', 'file', exp, sig)).toBe(false);
    expect(signer.verify('m1', 'file', exp, sig, 'company-b')).toBe(false);
  });
});
