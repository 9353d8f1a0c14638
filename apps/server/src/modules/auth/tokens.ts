import type { AppDeps } from '../deps.ts';
import * as sessionsRepo from './repository/sessions.ts';
import { randomToken, sha256 } from './secrets.ts';

export type Audience = sessionsRepo.Audience;
export type TokenPair = { accessToken: string; refreshToken: string };

const refreshExpiry = (deps: AppDeps) => new Date(Date.now() + deps.config.refreshTokenTtl * 1000);

/** Starts a session (a refresh-token family) and answers its first token pair. */
export async function issueSession(
  deps: AppDeps,
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
      expiresAt: refreshExpiry(deps),
    });
    return {
      accessToken: deps.jwt.sign({ sub: subjectId, sid: sessionId, aud: audience }, deps.config.accessTokenTtl),
      refreshToken,
    };
  });
}

export type RefreshResult =
  | { ok: true; pair: TokenPair; subjectId: string; audience: Audience }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  | { ok: false; reason: 'reused'; sessionId: string };

/**
 * Rotates a refresh token. A token that was already rotated is a replay (RFC 9700 §4.14.2): the whole family
 * is revoked, so both the thief and the user must log in again.
 */
export async function rotateRefreshToken(deps: AppDeps, presented: string): Promise<RefreshResult> {
  const result = await deps.db.transaction(async (tx): Promise<RefreshResult> => {
    const row = await sessionsRepo.lockRefreshToken(tx, sha256(presented));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.rotatedAt) {
      await sessionsRepo.revokeSessionById(tx, row.sessionId, 'refresh token reused');
      return { ok: false, reason: 'reused', sessionId: row.sessionId };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    // Only one of two concurrent rotations wins; the other sees the token already rotated.
    if (!(await sessionsRepo.markRotated(tx, row.id))) {
      return { ok: false, reason: 'reused', sessionId: row.sessionId };
    }
    const refreshToken = randomToken();
    await sessionsRepo.insertRefreshToken(tx, {
      sessionId: row.sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiry(deps),
    });
    const accessToken = deps.jwt.sign(
      { sub: row.subjectId, sid: row.sessionId, aud: row.audience },
      deps.config.accessTokenTtl,
    );
    return { ok: true, pair: { accessToken, refreshToken }, subjectId: row.subjectId, audience: row.audience };
  });
  if (!result.ok && result.reason === 'reused') deps.sessions.forgetSession(result.sessionId);
  return result;
}

export async function revokeSession(deps: AppDeps, sessionId: string, reason: string) {
  await sessionsRepo.revokeSessionById(deps.db, sessionId, reason);
  deps.sessions.forgetSession(sessionId);
}

/** Ends every session of a user or superpanel admin: password reset, block, deletion. */
export async function revokeAllSessions(deps: AppDeps, subjectId: string, reason: string) {
  await sessionsRepo.revokeSubjectSessions(deps.db, subjectId, reason);
  deps.sessions.forgetUser(subjectId);
}
