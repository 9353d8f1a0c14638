import { LRUCache } from 'lru-cache';
import { isPermission } from '@plakat/shared';
import type { Database, Db } from '../../db/client.ts';
import type { CompanyActor, SuperpanelActor } from '../../lib/actor.ts';

/** A login's actor (the session cache knows no player credentials). */
type Actor = CompanyActor | SuperpanelActor;
import { type RevisionOf, batchRevisionReads } from './revision-batch.ts';
import {
  type Audience,
  companySessionSubject,
  prepareAuthRevisionQueries,
  superpanelSessionSubject,
} from './repository/sessions.ts';

/** The cache keeps "no usable session" answers too (`actor: null`), so a revoked token does not cost a query each time. */
type Entry = { actor: Actor | null; revision: number; subjectId: string };

type LoadActor = (sessionId: string, audience: Audience) => Promise<Actor | null>;
export type SessionCacheOptions = { maxEntries?: number; revisionOf?: RevisionOf };

const keySet = (keys: string[] | null) => new Set((keys ?? []).filter(isPermission));

async function loadActor(db: Db, sessionId: string, audience: Audience): Promise<Actor | null> {
  if (audience === 'superpanel') {
    const row = await superpanelSessionSubject(db, sessionId);
    return row ? { kind: 'superpanel', adminId: row.adminId, sessionId } : null;
  }
  const row = await companySessionSubject(db, sessionId);
  if (!row || row.deletedAt || row.status !== 'active' || row.companyStatus === 'blocked') return null;
  return {
    kind: 'company',
    userId: row.userId,
    sessionId,
    companyId: row.companyId,
    userType: row.userType,
    isCompleted: row.isCompleted,
    language: row.language,
    permissions: keySet(row.permissions),
    reach: {
      displays: { all: row.allDisplays ?? false, keys: keySet(row.displayKeys) },
      media: { all: row.allMedia ?? false, keys: keySet(row.mediaKeys) },
    },
  };
}

const subjectOf = (actor: Actor) => (actor.kind === 'company' ? actor.userId : actor.adminId);

/**
 * Resolves a session id to the acting user without loading it on every request, and never stale:
 *  - with `revisionOf` (a PostgreSQL server, any number of processes): every request reads the session's revision
 *    (`users.auth_revision` of an open session, an indexed lookup, migration 0006; the reads of one event-loop turn
 *    go out as one query, revision-batch.ts) and reloads the actor when it moved. The revision is read before the
 *    actor, so an actor is never stored under a newer revision than its data.
 *  - without it (embedded PGlite, one process): the database announces every change at its commit and the app calls
 *    `forgetSession` / `forgetUser` (sessionCacheFor), so a hit costs no query at all.
 * When full, the least recently used sessions make room (never the whole cache at once).
 */
export function createActorCache(load: LoadActor, { maxEntries = 50_000, revisionOf }: SessionCacheOptions = {}) {
  const entries = new LRUCache<string, Entry>({ max: maxEntries });

  return {
    async get(sessionId: string, audience: Audience, subjectId: string): Promise<Actor | null> {
      const revision = revisionOf ? await revisionOf(sessionId, audience) : 0;
      if (revision === null) {
        entries.delete(sessionId);
        return null;
      }
      let entry = entries.get(sessionId);
      if (!entry || entry.revision !== revision) {
        entry = { actor: await load(sessionId, audience), revision, subjectId };
        entries.set(sessionId, entry);
      }
      const actor = entry.actor;
      if (!actor) return null;
      return actor.kind === audience && subjectOf(actor) === subjectId ? actor : null;
    },
    forgetSession(sessionId: string) {
      entries.delete(sessionId);
    },
    /** Drops every cached session of a user (or superpanel admin). */
    forgetUser(subjectId: string) {
      const stale: string[] = [];
      for (const [sessionId, entry] of entries.entries()) if (entry.subjectId === subjectId) stale.push(sessionId);
      for (const sessionId of stale) entries.delete(sessionId);
    },
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

/** A session cache that loads actors from `db`; with `revisionOf` it checks the stored revision on every request. */
export const createSessionCache = (db: Db, options?: SessionCacheOptions): SessionCache =>
  createActorCache((sessionId, audience) => loadActor(db, sessionId, audience), options);

/**
 * The app's session cache: on PGlite it forgets what the database announces (`session:<id>`, `subject:<id>`), on a
 * PostgreSQL server it reads the revision per request.
 */
export async function sessionCacheFor(database: Database): Promise<SessionCache> {
  if (!database.onAuthChange) {
    return createSessionCache(database.db, { revisionOf: batchRevisionReads(prepareAuthRevisionQueries(database.db)) });
  }
  const cache = createSessionCache(database.db);
  await database.onAuthChange((payload) => {
    const [kind, id] = payload.split(':');
    if (kind === 'session') cache.forgetSession(id);
    else cache.forgetUser(id);
  });
  return cache;
}
