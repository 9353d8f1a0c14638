import { describe, expect, it } from 'vitest';
import { type Actor, createActorCache } from './session-cache.ts';

const companyActor = (sessionId: string, userId: string): Actor => ({
  kind: 'company',
  userId,
  sessionId,
  companyId: 'c1',
  userType: 'companyUser',
  isCompleted: true,
  language: 'en',
  permissions: new Set(),
});

/** A cache over a fake loader that counts its calls; session `s<n>` belongs to user `u<n>`. */
function setup(options: { maxEntries?: number; ttlMs?: number } = {}) {
  let clock = 1_000; // lru-cache treats a start time of 0 as "no ttl"
  const loads: string[] = [];
  const cache = createActorCache(
    async (sessionId) => {
      loads.push(sessionId);
      return sessionId === 'revoked' ? null : companyActor(sessionId, sessionId.replace('s', 'u'));
    },
    { ...options, now: () => clock },
  );
  const advance = (ms: number) => {
    clock += ms;
  };
  return { cache, loads, advance };
}

describe('session cache', () => {
  it('loads a session once while it is fresh and again after the ttl', async () => {
    const { cache, loads, advance } = setup({ ttlMs: 1000 });
    expect(await cache.get('s1', 'company', 'u1')).toMatchObject({ userId: 'u1' });
    await cache.get('s1', 'company', 'u1');
    expect(loads).toEqual(['s1']);
    advance(1001);
    await cache.get('s1', 'company', 'u1');
    expect(loads).toEqual(['s1', 's1']);
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

  it('forgets one session, every session of a user, or everything', async () => {
    const { cache, loads } = setup();
    for (const n of [1, 2, 3]) await cache.get(`s${n}`, 'company', `u${n}`);
    cache.forgetSession('s1');
    cache.forgetUser('u2');
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    loads.length = 0;
    await cache.get('s3', 'company', 'u3');
    expect(loads).toEqual(['s3']);
  });
});
