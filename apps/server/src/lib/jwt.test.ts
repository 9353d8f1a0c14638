import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createJwtSigner } from './jwt.ts';

const signer = createJwtSigner('x'.repeat(40));
const claims = { sub: 'u1', sid: 's1', aud: 'company' as const };
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('jwt', () => {
  it('round-trips a valid token', () => {
    const result = signer.verify(signer.sign(claims, 60));
    expect(result.ok && result.claims.sub).toBe('u1');
  });
  it('tells an expired token from an invalid one', () => {
    const token = signer.sign(claims, 60, Date.now() - 120_000);
    expect(signer.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });
  it('decodeVerified answers the claims of an expired but correctly signed token, and nothing for a forged one', () => {
    const expired = signer.sign(claims, 60, Date.now() - 120_000);
    expect(signer.decodeVerified(expired)).toMatchObject({ sub: 'u1', sid: 's1', aud: 'company' });
    expect(createJwtSigner('y'.repeat(40)).decodeVerified(expired)).toBeNull();
    expect(
      signer.decodeVerified(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: 1, exp: 2 })}.`),
    ).toBeNull();
  });
  it('refuses alg none, another algorithm, a tampered payload and another secret', () => {
    const payload = b64({ ...claims, iat: 1, exp: 9_999_999_999 });
    expect(signer.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`).ok).toBe(false);
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}`;
    const sig = createHmac('sha512', 'x'.repeat(40)).update(hs512).digest('base64url');
    expect(signer.verify(`${hs512}.${sig}`).ok).toBe(false);
    const [h, , s] = signer.sign(claims, 60).split('.');
    expect(signer.verify(`${h}.${b64({ ...claims, sub: 'admin', iat: 1, exp: 9_999_999_999 })}.${s}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(createJwtSigner('y'.repeat(40)).verify(signer.sign(claims, 60)).ok).toBe(false);
    expect(signer.verify('garbage').ok).toBe(false);
  });
});
