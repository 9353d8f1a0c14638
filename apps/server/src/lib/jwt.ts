import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A deliberately small HS256 JWT: the header must be exactly ours, so `alg: none` and algorithm swaps fail
 * before any signature work, and the secret never leaves this module.
 */
export type AccessClaims = { sub: string; sid: string; aud: 'company' | 'superpanel'; iat: number; exp: number };
export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function createJwtSigner(secret: string) {
  const key = Buffer.from(secret);
  const sign = (data: string) => createHmac('sha256', key).update(data).digest();
  /**
   * Tokens whose signature was already checked, so a client's repeated requests skip the HMAC and the JSON parse.
   * Holds only tokens we signed ourselves (a forged one never gets in); expiry is still checked on every call.
   */
  const verified = new Map<string, AccessClaims>();
  const VERIFIED_MAX = 10_000;

  return {
    sign(claims: Omit<AccessClaims, 'iat' | 'exp'>, ttlSeconds: number, now = Date.now()): string {
      const iat = Math.floor(now / 1000);
      const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })).toString('base64url');
      const body = `${header}.${payload}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    verify(token: string, now = Date.now()): VerifyResult {
      const claims = checked(token);
      if (!claims) return { ok: false, reason: 'invalid' };
      if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
    /**
     * The claims of a token we signed, whether or not it has expired (header and signature are checked, expiry is
     * not). Only for ending a session: logout must work with an expired access token.
     */
    decodeVerified(token: string): AccessClaims | null {
      return checked(token);
    },
  };

  function checked(token: string): AccessClaims | null {
    const known = verified.get(token);
    if (known) return known;
    const claims = checkSignature(token);
    if (claims) {
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(token, Object.freeze(claims));
    }
    return claims;
  }

  function checkSignature(token: string): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== header) return null;
    const given = Buffer.from(parts[2], 'base64url');
    const expected = sign(`${parts[0]}.${parts[1]}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: AccessClaims;
    try {
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (typeof claims !== 'object' || claims === null) return null;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.aud !== 'company' && claims.aud !== 'superpanel') return null;
    return claims;
  }
}
export type JwtSigner = ReturnType<typeof createJwtSigner>;
