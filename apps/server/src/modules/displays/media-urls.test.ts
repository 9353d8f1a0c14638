import { describe, expect, it } from 'vitest';
import { createMediaUrlSigner } from './media-urls.ts';

const signer = createMediaUrlSigner('s'.repeat(40));
const parse = (url: string) => {
  const u = new URL(url, 'http://x');
  return { exp: Number(u.searchParams.get('exp')), sig: u.searchParams.get('sig') ?? '' };
};

describe('media url signer', () => {
  it('verifies its own URLs and refuses another id, variant, secret or an expired one', () => {
    const { exp, sig } = parse(signer.sign('m1', 'thumb'));
    expect(signer.verify('m1', 'thumb', exp, sig)).toBe(true);
    expect(signer.verify('m2', 'thumb', exp, sig)).toBe(false);
    expect(signer.verify('m1', 'file', exp, sig)).toBe(false);
    expect(createMediaUrlSigner('t'.repeat(40)).verify('m1', 'thumb', exp, sig)).toBe(false);
    expect(signer.verify('m1', 'thumb', exp, sig, (exp + 1) * 1000)).toBe(false);
  });
});
