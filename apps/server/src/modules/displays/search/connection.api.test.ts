import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerStatus } from '../../../db/schema/index.ts';
import { companyOf, createDisplay } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { beat, screenWorld } from '../../player/test-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof screenWorld>>;
let silent: { id: string };
let never: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  w = await screenWorld(t);
  silent = await createDisplay(t.db, companyOf(w.owner));
  never = await createDisplay(t.db, companyOf(w.owner));
  const silentScreen = await w.pair(companyOf(w.owner), silent.id);
  await w.call('POST', `/player/displays/${silent.id}/heartbeat`, beat(), silentScreen);
  await w.call('POST', `/player/displays/${w.display.id}/heartbeat`, beat());
  await t.db.update(playerStatus).set({ online: false }).where(eq(playerStatus.displayId, silent.id));
});
afterAll(() => t.close());

type Row = { id: string; online: boolean | null; lastSeenAt: string | null };
const search = async (body: object = {}) => {
  const res = await w.ask('POST', '/displays/search?limit=50', body);
  expect(res.statusCode).toBe(200);
  return res.json().displays as Row[];
};
const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id, row]));

describe('the own overview and the screens’ connection', () => {
  it('answers online (null without a screen) and last seen per row', async () => {
    const rows = byId(await search());
    expect(rows.get(w.display.id)).toMatchObject({ online: true, lastSeenAt: expect.any(String) });
    expect(rows.get(silent.id)).toMatchObject({ online: false, lastSeenAt: expect.any(String) });
    expect(rows.get(never.id)).toMatchObject({ online: null, lastSeenAt: null });
  });

  it('filters by connection; displays without a screen match neither', async () => {
    expect((await search({ connection: 'online' })).map((row) => row.id)).toEqual([w.display.id]);
    expect((await search({ connection: 'offline' })).map((row) => row.id)).toEqual([silent.id]);
    expect((await w.ask('POST', '/displays/search', { connection: 'asleep' })).statusCode).toBe(400);
  });

  it('shows a change of connection at once, though the page itself is cached', async () => {
    await search();
    const hits = t.app.contexts.displays.searchCache.stats().hits;
    await t.db.update(playerStatus).set({ online: false }).where(eq(playerStatus.displayId, w.display.id));
    const rows = byId(await search());
    expect(t.app.contexts.displays.searchCache.stats().hits).toBe(hits + 1);
    expect(rows.get(w.display.id)?.online).toBe(false);
    expect((await search({ connection: 'online' })).map((row) => row.id)).toEqual([]);
    await w.call('POST', `/player/displays/${w.display.id}/heartbeat`, beat());
    expect(byId(await search()).get(w.display.id)?.online).toBe(true);
  });

  it('the expanded row says what plays now, only while the screen is online; a partner never gets it', async () => {
    const info = await w.ask('GET', `/displays/getExpandedInfo/${w.display.id}`);
    expect(info.json().data.playingNow).toEqual({ title: 'Spring sale', since: expect.any(String) });
    const offline = await w.ask('GET', `/displays/getExpandedInfo/${silent.id}`);
    expect(offline.json().data.playingNow).toBeNull();
    expect((await w.ask('GET', `/displays/getExpandedInfo/${never.id}`)).json().data.playingNow).toBeNull();
  });
});
