import { createHmac } from 'node:crypto';
import type { Core } from '../../core.ts';
import type { Db } from '../../db/client.ts';
import * as sessionsRepo from './repository/sessions.ts';
import { randomToken, sha256 } from './secrets.ts';

export type Audience = sessionsRepo.Audience;
export type TokenPair = { accessToken: string; refreshToken: string };

const refreshExpiry = (deps: Core, now: number) => new Date(now + deps.config.refreshTokenTtl * 1000);

/**
 * The refresh token that follows `token`: an HMAC of it under a key derived from the server secret, not a random
 * value. A repeated refresh within the grace period can so answer the very same token on any instance, while the
 * database keeps only its SHA-256 (as for every refresh token). Whoever knows the server secret could derive it, but
 * that secret signs the access tokens too.
 */
export function successorToken(secret: string, token: string): string {
  const key = createHmac('sha256', secret).update('plakat refresh-token successor').digest();
  return createHmac('sha256', key).update(token).digest('base64url');
}

/** Starts a session (a refresh-token family) and answers its first token pair. */
export async function issueSession(
  deps: Core,
  subjectId: string,
  audience: Audience,
  userAgent?: string,
): Promise<TokenPair> {
  return deps.db.transaction(async (tx) => {
    const sessionId = await sessionsRepo.insertSession(tx, {
      subjectId,
      audience,
      userAgent: userAgent?.slice(0, 300),
    });
    const refreshToken = randomToken();
    await sessionsRepo.insertRefreshToken(tx, {
      sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiry(deps, Date.now()),
    });
    return {
      accessToken: deps.jwt.sign({ sub: subjectId, sid: sessionId, aud: audience }, deps.config.accessTokenTtl),
      refreshToken,
    };
  });
}

export type RefreshResult =
  | { ok: true; pair: TokenPair; subjectId: string; audience: Audience }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'tooOld' }
  | { ok: false; reason: 'reused'; sessionId: string };

type LockedToken = NonNullable<Awaited<ReturnType<typeof sessionsRepo.lockRefreshToken>>>;

/**
 * The pair of one rotation: the derived successor and an access token issued at the rotation's time, so the first
 * answer and every repeat within the grace period are equal byte for byte.
 */
function rotationPair(deps: Core, row: LockedToken, presented: string, rotatedAt: number): TokenPair {
  const claims = { sub: row.subjectId, sid: row.sessionId, aud: row.audience };
  return {
    accessToken: deps.jwt.sign(claims, deps.config.accessTokenTtl, rotatedAt),
    refreshToken: successorToken(deps.config.jwtSecret, presented),
  };
}

/**
 * Rotates a refresh token. The same token presented again within `refreshGraceSeconds` of its rotation (two tabs, a
 * retried request whose answer was lost) gets the same pair as the first time; later it is a replay (RFC 9700
 * §4.14.2) and the whole family is revoked, so both the thief and the user must log in again. A session older than
 * `sessionMaxAgeDays` is not refreshed any more and ends.
 *
 * The token row is locked for the transaction: of two concurrent rotations (on any instance) the second waits, then
 * sees the first one's rotation and answers its pair.
 */
export async function rotateRefreshToken(deps: Core, presented: string, now = Date.now()): Promise<RefreshResult> {
  const { refreshGraceSeconds, sessionMaxAgeDays } = deps.config;
  return deps.db.transaction(async (tx): Promise<RefreshResult> => {
    const row = await sessionsRepo.lockRefreshToken(tx, sha256(presented));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.sessionCreatedAt.getTime() + sessionMaxAgeDays * 86_400_000 <= now) {
      await sessionsRepo.revokeSessionById(tx, row.sessionId, 'session max age reached');
      return { ok: false, reason: 'tooOld' };
    }
    if (row.rotatedAt) {
      const rotatedAt = row.rotatedAt.getTime();
      if (now - rotatedAt < refreshGraceSeconds * 1000) {
        return { ok: true, pair: rotationPair(deps, row, presented, rotatedAt), ...subject(row) };
      }
      await sessionsRepo.revokeSessionById(tx, row.sessionId, 'refresh token reused');
      return { ok: false, reason: 'reused', sessionId: row.sessionId };
    }
    if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
    await sessionsRepo.markRotated(tx, row.id, new Date(now));
    const pair = rotationPair(deps, row, presented, now);
    await sessionsRepo.insertRefreshToken(tx, {
      sessionId: row.sessionId,
      tokenHash: sha256(pair.refreshToken),
      expiresAt: refreshExpiry(deps, now),
    });
    return { ok: true, pair, ...subject(row) };
  });
}

const subject = (row: LockedToken) => ({ subjectId: row.subjectId, audience: row.audience });

export async function revokeSession(deps: Core, sessionId: string, reason: string) {
  await sessionsRepo.revokeSessionById(deps.db, sessionId, reason);
}

/** Ends every session of a user or superpanel admin: password reset, block, deletion. */
export async function revokeAllSessions(deps: Core, subjectId: string, reason: string) {
  await sessionsRepo.revokeSubjectSessions(deps.db, subjectId, reason);
}

/** Ends every session of a user but `keepSessionId` (the one asking): the own password change. */
export async function revokeOtherSessions(deps: Core, subjectId: string, keepSessionId: string, reason: string) {
  await sessionsRepo.revokeSubjectSessions(deps.db, subjectId, reason, keepSessionId);
}

/**
 * Ends every company session of a company's users, inside the caller's transaction (the superpanel blocks the
 * company in the same one); answers how many ended.
 */
export async function revokeCompanySessions(tx: Db, companyId: string, reason: string) {
  return sessionsRepo.revokeCompanySessions(tx, companyId, reason);
}
