import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import type { AppDeps } from '../deps.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

export type Audience = 'company' | 'superpanel';
export type TokenPair = { accessToken: string; refreshToken: string };

/** Starts a session (a refresh-token family) and answers its first token pair. */
export async function issueSession(
  deps: AppDeps,
  subjectId: string,
  audience: Audience,
  userAgent?: string,
): Promise<TokenPair> {
  return deps.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ subjectId, audience, userAgent: userAgent?.slice(0, 300) })
      .returning({ id: sessions.id });
    const refreshToken = randomToken();
    await tx.insert(refreshTokens).values({
      sessionId: session.id,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + deps.config.refreshTokenTtl * 1000),
    });
    return {
      accessToken: deps.jwt.sign({ sub: subjectId, sid: session.id, aud: audience }, deps.config.accessTokenTtl),
      refreshToken,
    };
  });
}

export type RefreshResult =
  | { ok: true; pair: TokenPair; subjectId: string; audience: Audience }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates a refresh token. A token that was already rotated is a replay (RFC 9700 §4.14.2): the whole family
 * is revoked, so both the thief and the user must log in again.
 */
export async function rotateRefreshToken(deps: AppDeps, presented: string): Promise<RefreshResult> {
  const result = await deps.db.transaction(async (tx): Promise<RefreshResult> => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: sessions.revokedAt,
        subjectId: sessions.subjectId,
        audience: sessions.audience,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.rotatedAt) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'refresh token reused' })
        .where(eq(sessions.id, row.sessionId));
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    // Only one of two concurrent rotations wins; the other sees the token already rotated.
    const rotated = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (rotated.length === 0) return { ok: false, reason: 'reused' };
    const refreshToken = randomToken();
    await tx.insert(refreshTokens).values({
      sessionId: row.sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + deps.config.refreshTokenTtl * 1000),
    });
    const accessToken = deps.jwt.sign(
      { sub: row.subjectId, sid: row.sessionId, aud: row.audience },
      deps.config.accessTokenTtl,
    );
    return { ok: true, pair: { accessToken, refreshToken }, subjectId: row.subjectId, audience: row.audience };
  });
  if (!result.ok && result.reason === 'reused') deps.sessions.clear();
  return result;
}

export async function revokeSession(deps: AppDeps, sessionId: string, reason: string) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  deps.sessions.forgetSession(sessionId);
}

/** Ends every session of a user: password reset, block, deletion. */
export async function revokeAllSessions(deps: AppDeps, subjectId: string, reason: string) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)));
  // Clears all: the subject may be a user or a superpanel admin, and this is rare.
  deps.sessions.clear();
}
