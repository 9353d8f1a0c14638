import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displays, playerStatus } from '../../../db/schema/index.ts';
import { companyOf, createDisplay } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { beat, screenWorld } from '../test-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof screenWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await screenWorld(t);
});
afterAll(() => t.close());

const heartbeat = (displayId: string, body: unknown, credential?: string) =>
  w.call('POST', `/player/displays/${displayId}/heartbeat`, body, credential);
const statusOf = async (displayId: string) =>
  (await t.db.select().from(playerStatus).where(eq(playerStatus.displayId, displayId)))[0];

describe('POST /api/player/displays/{displayId}/heartbeat', () => {
  it('records the screen’s report and answers the server’s time', async () => {
    const before = Date.now();
    const res = await heartbeat(w.display.id, beat());
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.screenshotRequested).toBe(false);
    expect(answer.heartbeatSeconds).toBe(30);
    expect(Date.parse(answer.serverTime)).toBeGreaterThanOrEqual(before - 1);
    const status = await statusOf(w.display.id);
    expect(status).toMatchObject({
      companyId: companyOf(w.owner),
      online: true,
      currentItemId: 'item-1',
      currentTitle: 'Spring sale',
      manifestVersion: 'v1',
      cacheBytes: 1_000_000,
      uptimeSeconds: 120,
      clockOffsetMs: -40,
      heapBytes: 20_000_000,
    });
    const since = status.currentSince?.getTime();

    // The same item again keeps its start; another item starts now.
    await heartbeat(w.display.id, beat({ uptimeSeconds: 150 }));
    expect((await statusOf(w.display.id)).currentSince?.getTime()).toBe(since);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await heartbeat(w.display.id, beat({ currentItemId: 'item-2', currentTitle: 'Opening hours' }));
    const next = await statusOf(w.display.id);
    expect(next.currentTitle).toBe('Opening hours');
    expect(next.currentSince?.getTime()).toBeGreaterThan(since ?? 0);
  });

  it('brings an offline screen back online from now', async () => {
    await t.db
      .update(playerStatus)
      .set({ online: false, changedAt: new Date(Date.now() - 600_000) })
      .where(eq(playerStatus.displayId, w.display.id));
    await heartbeat(w.display.id, beat());
    const status = await statusOf(w.display.id);
    expect(status.online).toBe(true);
    expect(Date.now() - status.changedAt.getTime()).toBeLessThan(5_000);
  });

  it('answers 400 for a bad body', async () => {
    for (const body of [
      beat({ cacheBytes: -1 }),
      beat({ clockOffsetMs: 1.5 }),
      beat({ currentItemId: 'x'.repeat(101) }),
      beat({ companyId: w.foreign.id }),
      { currentItemId: null },
    ]) {
      const res = await heartbeat(w.display.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for another company’s display id and for another display of its own company', async () => {
    expect((await heartbeat(w.foreign.id, beat())).statusCode).toBe(404);
    const sibling = await createDisplay(t.db, companyOf(w.owner));
    expect((await heartbeat(sibling.id, beat())).statusCode).toBe(404);
    expect(await statusOf(w.foreign.id)).toBeUndefined();
  });

  it('answers 401 when the display was shut down: the screen shows its pairing screen again', async () => {
    const gone = await createDisplay(t.db, companyOf(w.owner));
    const credential = await w.pair(companyOf(w.owner), gone.id);
    expect((await heartbeat(gone.id, beat(), credential)).statusCode).toBe(200);
    await t.db.update(displays).set({ shutdownAt: new Date() }).where(eq(displays.id, gone.id));
    const res = await heartbeat(gone.id, beat(), credential);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/no longer paired/);
    expect((await heartbeat(gone.id, beat(), 'not-a-credential')).statusCode).toBe(401);
  });
});

describe('PLAYER_HEARTBEAT_SECONDS', () => {
  it('tells the screen its interval and the company three of them as the offline silence', async () => {
    const quick = await buildTestApp({ PLAYER_HEARTBEAT_SECONDS: '5' });
    try {
      const world = await screenWorld(quick);
      const answer = await world.call('POST', `/player/displays/${world.display.id}/heartbeat`, beat());
      expect(answer.json().heartbeatSeconds).toBe(5);
      expect((await world.ask('GET', '/company/display-alerts')).json().offlineAfterSeconds).toBe(15);
    } finally {
      await quick.close();
    }
  });
});
