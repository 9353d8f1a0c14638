import { LRUCache } from 'lru-cache';
import { type Permission, isPermission } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { type Audience, companySessionSubject, superpanelSessionSubject } from './repository/sessions.ts';

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

/** The cache keeps "no usable session" answers too (`actor: null`), so a revoked token does not cost a query each time. */
type Entry = { actor: Actor | null };

export type SessionCacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };
type LoadActor = (sessionId: string, audience: Audience) => Promise<Actor | null>;

async function loadActor(db: Db, sessionId: string, audience: Audience): Promise<Actor | null> {
  if (audience === 'superpanel') {
    const row = await superpanelSessionSubject(db, sessionId);
    return row ? { kind: 'superpanel', adminId: row.adminId, sessionId } : null;
  }
  const row = await companySessionSubject(db, sessionId);
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

const subjectOf = (actor: Actor) => (actor.kind === 'company' ? actor.userId : actor.adminId);

/**
 * Resolves a session id to the acting user, with a short in-process cache so an authenticated request costs no
 * query on the hot path. Every write that can end a session or change what a user may do calls `forget*`, so in a
 * single process the cache is exact; `ttlMs` bounds staleness when several processes share one database. When full,
 * the least recently used sessions make room (never the whole cache at once).
 */
export function createActorCache(
  load: LoadActor,
  { ttlMs = 30_000, maxEntries = 50_000, now }: SessionCacheOptions = {},
) {
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });

  return {
    async get(sessionId: string, audience: Audience, subjectId: string): Promise<Actor | null> {
      let entry = entries.get(sessionId);
      if (!entry) {
        entry = { actor: await load(sessionId, audience) };
        entries.set(sessionId, entry);
      }
      const actor = entry.actor;
      if (!actor) return null;
      return actor.kind === audience && subjectOf(actor) === subjectId ? actor : null;
    },
    forgetSession(sessionId: string) {
      entries.delete(sessionId);
    },
    /** Drops every cached session of a user (or superpanel admin), e.g. after a block, a role change or a password reset. */
    forgetUser(subjectId: string) {
      const stale: string[] = [];
      for (const [sessionId, entry] of entries.entries()) {
        if (entry.actor && subjectOf(entry.actor) === subjectId) stale.push(sessionId);
      }
      for (const sessionId of stale) entries.delete(sessionId);
    },
    /** Drops everything: role permission edits touch many users at once. */
    clear() {
      entries.clear();
    },
    /** How many sessions are cached (for tests and diagnostics). */
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createActorCache>;

/** The app's session cache, loading actors from the database. */
export const createSessionCache = (db: Db, options?: SessionCacheOptions): SessionCache =>
  createActorCache((sessionId, audience) => loadActor(db, sessionId, audience), options);
