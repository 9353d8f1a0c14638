import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displays, playerPlayHours, playerPlays } from '../../../db/schema/index.ts';
import { companyOf, createDisplay } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { screenWorld } from '../test-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof screenWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await screenWorld(t);
});
afterAll(() => t.close());

const hourAgo = Date.now() - 3600_000;
const play = (over: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  itemId: 'item-1',
  fileId: null,
  startedAt: new Date(hourAgo).toISOString(),
  endedAt: new Date(hourAgo + 10_000).toISOString(),
  share: 1,
  ...over,
});
const send = (displayId: string, plays: unknown[], credential?: string) =>
  w.call('POST', `/player/displays/${displayId}/plays`, { plays }, credential);
const hoursOf = (displayId: string) =>
  t.db.select().from(playerPlayHours).where(eq(playerPlayHours.displayId, displayId));

describe('POST /api/player/displays/{displayId}/plays', () => {
  it('stores a batch, counts plays of at least 75 % and rolls them up per hour', async () => {
    const batch = [play(), play({ share: 0.75 }), play({ share: 0.5 }), play({ itemId: 'item-2' })];
    const res = await send(w.display.id, batch);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 4, counted: 3 });
    const hours = await hoursOf(w.display.id);
    const plays = Object.fromEntries(hours.map((h) => [h.itemId, h.plays]));
    expect(plays).toEqual({ 'item-1': 2, 'item-2': 1 });
    expect(hours[0].hour.getUTCMinutes()).toBe(0);
  });

  it('counts a replayed batch once, also with new plays in it', async () => {
    const display = await createDisplay(t.db, companyOf(w.owner));
    const credential = await w.pair(companyOf(w.owner), display.id);
    const batch = [play(), play()];
    expect((await send(display.id, batch, credential)).json()).toEqual({ accepted: 2, counted: 2 });
    expect((await send(display.id, batch, credential)).json()).toEqual({ accepted: 0, counted: 0 });
    // The same uuid twice in one batch, and a batch sent twice at once.
    const again = [...batch, play(), play()];
    const both = await Promise.all([send(display.id, again, credential), send(display.id, again, credential)]);
    expect(both.map((res) => res.json().accepted).sort()).toEqual([0, 2]);
    expect((await hoursOf(display.id)).reduce((sum, h) => sum + h.plays, 0)).toBe(4);
    expect(await t.db.select().from(playerPlays).where(eq(playerPlays.displayId, display.id))).toHaveLength(4);
  });

  it('answers 400 for a bad batch', async () => {
    const tooMany = Array.from({ length: 501 }, () => play());
    for (const plays of [
      [],
      tooMany,
      [play({ share: 1.2 })],
      [play({ uuid: 'nope' })],
      [play({ endedAt: new Date(hourAgo - 1000).toISOString() })],
      [play({ itemId: '' })],
      [play({ displayId: w.foreign.id })],
    ]) {
      const res = await send(w.display.id, plays);
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 404 for another company’s display id, 401 for a shut-down display’s screen', async () => {
    expect((await send(w.foreign.id, [play()])).statusCode).toBe(404);
    const gone = await createDisplay(t.db, companyOf(w.owner));
    const credential = await w.pair(companyOf(w.owner), gone.id);
    await t.db.update(displays).set({ shutdownAt: new Date() }).where(eq(displays.id, gone.id));
    expect((await send(gone.id, [play()], credential)).statusCode).toBe(401);
  });
});

describe('GET /api/displays/{displayId}/plays', () => {
  it('answers plays per item and day for the last 7 days, named by the pool file', async () => {
    const res = await w.ask('GET', `/displays/${w.display.id}/plays`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.days).toHaveLength(7);
    const day = new Date(hourAgo).toISOString().slice(0, 10);
    const first = report.items.find((item: { itemId: string }) => item.itemId === 'item-1');
    expect(first).toMatchObject({ total: 2, perDay: { [day]: 2 }, title: null });
  });

  it('answers 400 for a range over 92 days or a bad time zone, 404 for another company’s display', async () => {
    const url = `/displays/${w.display.id}/plays`;
    expect((await w.ask('GET', `${url}?from=2026-01-01&to=2026-04-30`)).statusCode).toBe(400);
    expect((await w.ask('GET', `${url}?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
    expect((await w.ask('GET', `${url}?tz=Mars/Olympus`)).statusCode).toBe(400);
    expect((await w.ask('GET', `${url}?from=2026-01-01&to=2026-04-01&tz=Europe/Berlin`)).statusCode).toBe(200);
    expect((await w.ask('GET', `/displays/${w.foreign.id}/plays`)).statusCode).toBe(404);
    expect((await w.ask('GET', `/displays/${w.display.id}/plays`, undefined, w.stranger.accessToken)).statusCode).toBe(
      404,
    );
  });
});
