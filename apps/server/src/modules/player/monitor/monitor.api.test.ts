import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications, playerMonitor, playerStatus } from '../../../db/schema/index.ts';
import { companyOf, createDisplay, createLoggedInUser } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { offlineAfterMs, runMonitor } from './job.ts';

let t: TestApp;
const jobs: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  t.app.deps.jobs.onEnqueued((id) => {
    if (id) jobs.push(id);
  });
});
afterAll(() => t.close());

const s = 1000;
const min = 60 * s;
/** A company with `count` displays whose screens last reported at `seenAt`; its alert delay `minutes`. */
async function world(count: number, seenAt: Date, minutes = 5) {
  const owner = await createLoggedInUser(t.app.deps);
  const companyId = companyOf(owner);
  await t.db.update(companies).set({ offlineAlertMinutes: minutes }).where(eq(companies.id, companyId));
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const display = await createDisplay(t.db, companyId);
    ids.push(display.id);
    await t.db
      .insert(playerStatus)
      .values({ displayId: display.id, companyId, lastSeenAt: seenAt, online: true, changedAt: seenAt });
  }
  return { owner, companyId, ids };
}
const noticesOf = (companyId: string) =>
  t.db.select().from(notifications).where(eq(notifications.recipientCompanyId, companyId));
const statuses = (ids: string[]) => t.db.select().from(playerStatus).where(inArray(playerStatus.displayId, ids));
const heartbeatAt = (ids: string[], at: Date) =>
  t.db
    .update(playerStatus)
    .set({ lastSeenAt: at, online: true, changedAt: at })
    .where(inArray(playerStatus.displayId, ids));
/** Runs the monitor every 30 s from `from` to `to` (inclusive), as the schedule would; `alive` report before each. */
async function runEvery30s(from: number, to: number, alive: string[] = []) {
  for (let at = from; at <= to; at += 30 * s) {
    if (alive.length > 0) await heartbeatAt(alive, new Date(at - s));
    await runMonitor(t.db, new Date(at));
  }
}
/** Sends the mails the monitor queued. */
async function deliver() {
  await t.app.jobRunner.worker.runNow(jobs.splice(0));
}

describe('the offline monitor', () => {
  it('marks a screen offline after 90 s of silence, tells its company after the delay, and again when it is back', async () => {
    const start = Date.now();
    // The monitor has been running all along.
    await runMonitor(t.db, new Date(start));
    const w = await world(1, new Date(start));
    const [id] = w.ids;
    await runEvery30s(start + 30 * s, start + 90 * s);
    expect((await statuses(w.ids))[0].online).toBe(true);
    await runMonitor(t.db, new Date(start + 120 * s));
    const [offline] = await statuses(w.ids);
    expect(offline).toMatchObject({ online: false, offlineNotified: false });
    // The company's delay (5 minutes) has not passed: nobody is told yet.
    await runEvery30s(start + 150 * s, start + 120 * s + 4.5 * min);
    expect(await noticesOf(w.companyId)).toHaveLength(0);
    await runMonitor(t.db, new Date(start + 120 * s + 5 * min));
    const notices = await noticesOf(w.companyId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'displayOffline', resourceId: id, senderCompanyId: null });
    expect(notices[0].messageEn).toContain('offline since');
    await deliver();
    expect(t.mails.filter((mail) => mail.to === w.owner.user.email)).toHaveLength(1);
    // Told once only.
    await runMonitor(t.db, new Date(start + 120 * s + 5.5 * min));
    expect(await noticesOf(w.companyId)).toHaveLength(1);

    // Back: the heartbeat makes it online, the monitor tells the company.
    const back = start + 10 * min;
    await heartbeatAt(w.ids, new Date(back));
    await runMonitor(t.db, new Date(back + 30 * s));
    const after = await noticesOf(w.companyId);
    expect(after.map((n) => n.type).sort()).toEqual(['displayOffline', 'displayOnline']);
    expect((await statuses(w.ids))[0]).toMatchObject({ online: true, offlineNotified: false });
    await deliver();
    expect(t.mails.filter((mail) => mail.to === w.owner.user.email)).toHaveLength(2);
  });

  it('does not tell the company about a screen that was offline shorter than the delay', async () => {
    const start = Date.now() + 3600_000;
    await runMonitor(t.db, new Date(start));
    const w = await world(1, new Date(start));
    await runEvery30s(start + 30 * s, start + 3 * min);
    expect((await statuses(w.ids))[0].online).toBe(false);
    await runEvery30s(start + 3.5 * min, start + 12 * min, w.ids);
    expect((await statuses(w.ids))[0].online).toBe(true);
    expect(await noticesOf(w.companyId)).toHaveLength(0);
  });

  it('raises no storm after a restart: silence counts from when the monitor resumed', async () => {
    const start = Date.now() + 7200_000;
    await runMonitor(t.db, new Date(start));
    // Ten screens report until the server goes down; it is back 20 minutes later.
    const w = await world(10, new Date(start));
    const restart = start + 20 * min;
    const [marker] = await t.db.select().from(playerMonitor);
    expect(marker.lastRunAt.getTime()).toBe(start);
    await runMonitor(t.db, new Date(restart));
    expect((await statuses(w.ids)).every((row) => row.online)).toBe(true);
    // Eight report again within 90 s (and go on reporting); two stay silent.
    const alive = w.ids.slice(0, 8);
    await runEvery30s(restart + 30 * s, restart + 90 * s, alive);
    expect((await statuses(w.ids)).every((row) => row.online)).toBe(true);
    await runEvery30s(restart + 120 * s, restart + 120 * s, alive);
    const offline = (await statuses(w.ids)).filter((row) => !row.online).map((row) => row.displayId);
    expect(offline.sort()).toEqual(w.ids.slice(8).sort());
    await runEvery30s(restart + 150 * s, restart + 120 * s + 5 * min, alive);
    expect(await noticesOf(w.companyId)).toHaveLength(2);
  });

  it('tells nobody about a display that no longer plays', async () => {
    const start = Date.now() + 10_800_000;
    await runMonitor(t.db, new Date(start));
    const w = await world(1, new Date(start), 0);
    const other = await createDisplay(t.db, w.companyId, { isActive: false });
    await t.db.insert(playerStatus).values({
      displayId: other.id,
      companyId: w.companyId,
      lastSeenAt: new Date(start),
      online: true,
      changedAt: new Date(start),
    });
    await runEvery30s(start + 30 * s, start + 3 * min);
    const notices = await noticesOf(w.companyId);
    expect(notices.map((n) => n.resourceId)).toEqual(w.ids);
  });

  it('counts three missed heartbeats of a shorter interval (PLAYER_HEARTBEAT_SECONDS=5: offline after 15 s)', async () => {
    const start = Date.now() + 14_400_000;
    const threshold = offlineAfterMs(5);
    expect(threshold).toBe(15 * s);
    await runMonitor(t.db, new Date(start), threshold);
    const w = await world(1, new Date(start));
    for (const at of [5, 10, 15]) await runMonitor(t.db, new Date(start + at * s), threshold);
    expect((await statuses(w.ids))[0].online).toBe(true);
    await runMonitor(t.db, new Date(start + 20 * s), threshold);
    expect((await statuses(w.ids))[0].online).toBe(false);
  });
});
