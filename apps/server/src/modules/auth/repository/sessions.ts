import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  companies,
  refreshTokens,
  sessions,
  superpanelAdmins,
  userPermissions,
  users,
} from '../../../db/schema/index.ts';

/**
 * Session queries of the auth context: a session (one login, a refresh-token family) belongs to one subject, a
 * company user or a superpanel admin, told apart by its audience. They are reached by the session id of a verified
 * access token or by the hash of a presented refresh token, never by a company.
 */
export type Audience = 'company' | 'superpanel';

export async function insertSession(db: Db, values: { subjectId: string; audience: Audience; userAgent?: string }) {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return session.id;
}

export async function insertRefreshToken(db: Db, values: { sessionId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token with its session, locked for the rotation that follows in the same transaction. */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: sessions.revokedAt,
      sessionCreatedAt: sessions.createdAt,
      subjectId: sessions.subjectId,
      audience: sessions.audience,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks a token (locked by `lockRefreshToken`) rotated at `rotatedAt`, the time its successor pair is issued at. */
export async function markRotated(db: Db, refreshTokenId: string, rotatedAt: Date) {
  await db.update(refreshTokens).set({ rotatedAt }).where(eq(refreshTokens.id, refreshTokenId));
}

export async function revokeSessionById(db: Db, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open company session of the users of a company (the superpanel blocks it), in the caller's transaction. */
export async function revokeCompanySessions(db: Db, companyId: string, reason: string) {
  const members = db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.audience, 'company'), isNull(sessions.revokedAt), inArray(sessions.subjectId, members)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every open session of a subject, except `keepSessionId` when given. */
export async function revokeSubjectSessions(db: Db, subjectId: string, reason: string, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.subjectId, subjectId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** The admin of an open superpanel session. */
export async function superpanelSessionSubject(db: Db, sessionId: string) {
  const [row] = await db
    .select({ adminId: superpanelAdmins.id })
    .from(sessions)
    .innerJoin(superpanelAdmins, eq(superpanelAdmins.id, sessions.subjectId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.audience, 'superpanel'), isNull(sessions.revokedAt)));
  return row;
}

/**
 * The user of an open company session with what the access checks need: company (and whether the superpanel blocked
 * it), state and its roles' keys.
 */
export async function companySessionSubject(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      companyId: users.companyId,
      userType: users.userType,
      isCompleted: users.isCompleted,
      language: users.language,
      status: users.status,
      deletedAt: users.deletedAt,
      permissions: userPermissions.permissions,
      displayKeys: userPermissions.displayKeys,
      mediaKeys: userPermissions.mediaKeys,
      allDisplays: userPermissions.allDisplays,
      allMedia: userPermissions.allMedia,
      companyStatus: companies.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.subjectId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    // The view works out the keys of every role the user holds in its own company (migration 0012).
    .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.audience, 'company'), isNull(sessions.revokedAt)));
  return row;
}

/**
 * The session cache's per-request check on a PostgreSQL server (session-cache.ts), for a batch of sessions: the
 * `auth_revision` of the user of each open company session, 0 for each open superpanel session of an existing admin;
 * revoked sessions and sessions whose subject is gone are missing. Prepared once per app.
 */
export function prepareAuthRevisionQueries(db: Db) {
  const openSessions = (audience: Audience) =>
    and(
      sql`${sessions.id} = any(${sql.placeholder('ids')}::uuid[])`,
      eq(sessions.audience, audience),
      isNull(sessions.revokedAt),
    );
  const company = db
    .select({ id: sessions.id, revision: users.authRevision })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.subjectId))
    .where(openSessions('company'))
    .prepare('session_auth_revisions');
  const superpanel = db
    .select({ id: sessions.id, revision: sql<number>`0` })
    .from(sessions)
    .innerJoin(superpanelAdmins, eq(superpanelAdmins.id, sessions.subjectId))
    .where(openSessions('superpanel'))
    .prepare('superpanel_sessions_open');
  return async (sessionIds: string[], audience: Audience): Promise<Map<string, number>> => {
    const rows = await (audience === 'company' ? company : superpanel).execute({ ids: sessionIds });
    return new Map(rows.map((row) => [row.id, Number(row.revision)]));
  };
}
