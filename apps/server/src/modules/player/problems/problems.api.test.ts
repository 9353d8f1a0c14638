import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayLogs, displays } from '../../../db/schema/index.ts';
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

const fileId = randomUUID();
const problem = (over: Record<string, unknown> = {}) => ({
  kind: 'fileHashMismatch',
  fileId,
  at: new Date().toISOString(),
  ...over,
});
const send = (displayId: string, problems: unknown[], credential?: string) =>
  w.call('POST', `/player/displays/${displayId}/problems`, { problems }, credential);
const screenLog = (displayId: string) =>
  t.db
    .select()
    .from(displayLogs)
    .where(and(eq(displayLogs.displayId, displayId), like(displayLogs.action, 'screen%')));

describe('POST /api/player/displays/{displayId}/problems', () => {
  it('writes one log entry per kind and file a day, however often the screen reports it', async () => {
    const res = await send(w.display.id, [problem(), problem(), problem({ kind: 'itemFailed' })]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logged: 2 });
    expect((await send(w.display.id, [problem(), problem({ fileId: null, kind: 'itemFailed' })])).json()).toEqual({
      logged: 1,
    });
    const log = await screenLog(w.display.id);
    expect(log.map((entry) => entry.action).sort()).toEqual([
      'screenFileHashMismatch',
      'screenItemFailed',
      'screenItemFailed',
    ]);
    expect(log.find((entry) => entry.action === 'screenFileHashMismatch')?.details).toEqual({ fileId });

    // The display's log in the details answer names it in the user's language.
    const details = await w.ask('GET', `/displays/getExpandedInfo/${w.display.id}?lang=de`);
    expect(JSON.stringify(details.json())).toContain('Prüfsumme');
  });

  it('answers 400 for a bad report', async () => {
    for (const problems of [
      [],
      Array.from({ length: 101 }, () => problem()),
      [problem({ kind: 'exploded' })],
      [problem({ at: 'yesterday' })],
      [problem({ extra: 1 })],
    ]) {
      expect((await send(w.display.id, problems)).statusCode).toBe(400);
    }
  });

  it('answers 404 for another company’s display id, 401 for a shut-down display’s screen', async () => {
    expect((await send(w.foreign.id, [problem()])).statusCode).toBe(404);
    expect(await screenLog(w.foreign.id)).toHaveLength(0);
    const gone = await createDisplay(t.db, companyOf(w.owner));
    const credential = await w.pair(companyOf(w.owner), gone.id);
    await t.db.update(displays).set({ shutdownAt: new Date() }).where(eq(displays.id, gone.id));
    expect((await send(gone.id, [problem()], credential)).statusCode).toBe(401);
  });
});
