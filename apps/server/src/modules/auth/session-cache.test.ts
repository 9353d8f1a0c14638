import { describe, expect, it } from 'vitest';
import { type CompanyActor, reachEverywhere } from '../../lib/actor.ts';
import { createActorCache } from './session-cache.ts';

const companyActor = (sessionId: string, userId: string): CompanyActor => ({
  kind: 'company',
  userId,
  sessionId,
  companyId: 'c1',
  userType: 'companyUser',
  isCompleted: true,
  language: 'en',
  permissions: new Set(),
  reach: reachEverywhere(new Set()),
});

/**
 * A cache over a fake loader that counts its calls; session `s<n>` belongs to user `u<n>`. With `revisions`, the
 * cache checks a fake stored revision per session (a missing one is a revoked session).
 */
function setup(options: { maxEntries?: number; revisions?: Map<string, number> } = {}) {
  const loads: string[] = [];
  const revisions = options.revisions;
  const cache = createActorCache(
    async (sessionId) => {
      loads.push(sessionId);
      return sessionId === 'revoked' ? null : companyActor(sessionId, sessionId.replace('s', 'u'));
    },
    {
      maxEntries: options.maxEntries,
      revisionOf: revisions ? async (sessionId) => revisions.get(sessionId) ?? null : undefined,
    },
  );
  return { cache, loads };
}

describe('session cache in one process (PGlite: told of every change)', () => {
  it('loads a session once and keeps it until told otherwise', async () => {
    const { cache, loads } = setup();
    const first = await cache.get('s1', 'company', 'u1');
    expect(first).toMatchObject({ userId: 'u1' });
    expect(await cache.get('s1', 'company', 'u1')).toBe(first);
    expect(loads).toEqual(['s1']);
  });

  it('answers null for another subject or audience and caches unusable sessions too', async () => {
    const { cache, loads } = setup();
    expect(await cache.get('s1', 'company', 'u2')).toBeNull();
    expect(await cache.get('s1', 'superpanel', 'u1')).toBeNull();
    expect(await cache.get('revoked', 'company', 'u1')).toBeNull();
    expect(await cache.get('revoked', 'company', 'u1')).toBeNull();
    expect(loads).toEqual(['s1', 'revoked']);
  });

  it('drops only the least recently used session when full, never the whole cache', async () => {
    const { cache, loads } = setup({ maxEntries: 3 });
    for (const n of [1, 2, 3]) await cache.get(`s${n}`, 'company', `u${n}`);
    await cache.get('s1', 'company', 'u1');
    await cache.get('s4', 'company', 'u4');
    expect(cache.size).toBe(3);
    loads.length = 0;
    for (const n of [1, 3, 4]) await cache.get(`s${n}`, 'company', `u${n}`);
    expect(loads).toEqual([]);
    await cache.get('s2', 'company', 'u2');
    expect(loads).toEqual(['s2']);
  });

  it('forgets one session, every session of a user (unusable ones included), or everything', async () => {
    const { cache, loads } = setup();
    for (const n of [1, 2, 3]) await cache.get(`s${n}`, 'company', `u${n}`);
    await cache.get('revoked', 'company', 'u9');
    cache.forgetSession('s1');
    cache.forgetUser('u2');
    cache.forgetUser('u9');
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    loads.length = 0;
    await cache.get('s3', 'company', 'u3');
    expect(loads).toEqual(['s3']);
  });
});

describe('session cache with a stored revision (PostgreSQL: any number of processes)', () => {
  it('keeps the actor while the revision stays, reloads when it moves', async () => {
    const revisions = new Map([['s1', 0]]);
    const { cache, loads } = setup({ revisions });
    const first = await cache.get('s1', 'company', 'u1');
    expect(await cache.get('s1', 'company', 'u1')).toBe(first);
    expect(loads).toEqual(['s1']);
    revisions.set('s1', 1);
    const second = await cache.get('s1', 'company', 'u1');
    expect(second).not.toBe(first);
    expect(second).toMatchObject({ userId: 'u1' });
    expect(loads).toEqual(['s1', 's1']);
  });

  it('answers null at once when the session is no longer open, whatever it holds', async () => {
    const revisions = new Map([['s1', 0]]);
    const { cache, loads } = setup({ revisions });
    expect(await cache.get('s1', 'company', 'u1')).not.toBeNull();
    revisions.delete('s1');
    expect(await cache.get('s1', 'company', 'u1')).toBeNull();
    expect(cache.size).toBe(0);
    expect(loads).toEqual(['s1']);
  });
});
