import { and, eq, isNull } from 'drizzle-orm';
import { type Permission, isPermission } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { roles, sessions, superpanelAdmins, users } from '../../db/schema/index.ts';

export type CompanyActor = {
  kind: 'company';
  userId: string;
  sessionId: string;
  companyId: string | null;
  userType: 'companyOwner' | 'companyUser';
  isCompleted: boolean;
  language: 'en' | 'de';
  permissions: ReadonlySet<Permission>;
};
export type SuperpanelActor = { kind: 'superpanel'; adminId: string; sessionId: string };
export type Actor = CompanyActor | SuperpanelActor;

type Entry = { actor: Actor | null; expires: number };

/**
 * Resolves a session id to the acting user, with a short in-process cache so an authenticated request costs no
 * query on the hot path. Every write that can end a session or change what a user may do calls `forget*`, so in a
 * single process the cache is exact; `ttlMs` bounds staleness when several processes share one database.
 */
export function createSessionCache(db: Db, ttlMs = 30_000) {
  const entries = new Map<string, Entry>();
  const MAX = 50_000;

  async function load(sessionId: string, audience: 'company' | 'superpanel'): Promise<Actor | null> {
    if (audience === 'superpanel') {
      const [row] = await db
        .select({ adminId: superpanelAdmins.id })
        .from(sessions)
        .innerJoin(superpanelAdmins, eq(superpanelAdmins.id, sessions.subjectId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.audience, 'superpanel'), isNull(sessions.revokedAt)));
      return row ? { kind: 'superpanel', adminId: row.adminId, sessionId } : null;
    }
    const [row] = await db
      .select({
        userId: users.id,
        companyId: users.companyId,
        userType: users.userType,
        isCompleted: users.isCompleted,
        language: users.language,
        status: users.status,
        deletedAt: users.deletedAt,
        permissions: roles.permissions,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.subjectId))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.audience, 'company'), isNull(sessions.revokedAt)));
    if (!row || row.deletedAt || row.status === 'paused') return null;
    return {
      kind: 'company',
      userId: row.userId,
      sessionId,
      companyId: row.companyId,
      userType: row.userType,
      isCompleted: row.isCompleted,
      language: row.language,
      permissions: new Set((row.permissions ?? []).filter(isPermission)),
    };
  }

  return {
    async get(sessionId: string, audience: 'company' | 'superpanel', subjectId: string): Promise<Actor | null> {
      const now = Date.now();
      let entry = entries.get(sessionId);
      if (!entry || entry.expires <= now) {
        if (entries.size >= MAX) entries.clear();
        entry = { actor: await load(sessionId, audience), expires: now + ttlMs };
        entries.set(sessionId, entry);
      }
      const actor = entry.actor;
      if (!actor) return null;
      const subject = actor.kind === 'company' ? actor.userId : actor.adminId;
      return actor.kind === audience && subject === subjectId ? actor : null;
    },
    forgetSession(sessionId: string) {
      entries.delete(sessionId);
    },
    /** Drops every cached session of a user, e.g. after a block, a role change or a password reset. */
    forgetUser(userId: string) {
      for (const [id, entry] of entries) {
        if (entry.actor?.kind === 'company' && entry.actor.userId === userId) entries.delete(id);
      }
    },
    /** Drops everything: role permission edits touch many users at once. */
    clear() {
      entries.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
