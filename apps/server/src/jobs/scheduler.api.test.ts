import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { emailTokens, jobs, refreshTokens, sessions, users } from '../db/schema/index.ts';
import { createCompany, createUser } from '../test/factories.ts';
import { type QueueDatabase, openQueueDatabase, silentLog } from '../test/queue-database.ts';
import { createJobQueue } from './queue.ts';
import { createJobRunner, scheduledJobKinds } from './runner.ts';

const hour = 3600_000;
const day = 24 * hour;
let qdb: QueueDatabase;
let db: Db;
let dataDir: string;
let clock = Date.UTC(2030, 0, 15, 10, 30);

beforeAll(async () => {
  qdb = await openQueueDatabase();
  db = qdb.database.db;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-scheduler-'));
});
afterAll(async () => {
  await qdb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One instance's background jobs, with the test's clock. */
const instance = (database: Database) =>
  createJobRunner({
    db: database.db,
    queue: createJobQueue(database.db),
    config: { dataDir, unverifiedAccountDays: 7 },
    log: silentLog,
    clock: () => clock,
  });

const ago = (ms: number) => new Date(Date.now() - ms);
const scheduledKinds = Object.values(scheduledJobKinds);
const scheduledJobs = () =>
  db
    .select({ kind: jobs.kind, status: jobs.status, attempts: jobs.attempts, dedupeKey: jobs.dedupeKey })
    .from(jobs)
    .where(inArray(jobs.kind, scheduledKinds));

describe('scheduled jobs', () => {
  it('run once per occurrence across two instances, and clean up what has expired', async () => {
    // What the cleanups should remove, beside what they must keep.
    const staleUnverified = await createUser(db, { companyId: null, verified: false, isCompleted: false });
    const freshUnverified = await createUser(db, { companyId: null, verified: false, isCompleted: false });
    const { company } = await createCompany(db);
    const unverifiedWithCompany = await createUser(db, { companyId: company.id, verified: false });
    const verified = await createUser(db, { companyId: null, isCompleted: false });
    await db
      .update(users)
      .set({ createdAt: ago(8 * day) })
      .where(inArray(users.id, [staleUnverified.id, unverifiedWithCompany.id, verified.id]));
    await db
      .update(users)
      .set({ createdAt: ago(2 * day) })
      .where(eq(users.id, freshUnverified.id));
    const tokens = await db
      .insert(emailTokens)
      .values([
        { userId: verified.id, purpose: 'resetPassword', tokenHash: `expired-${clock}`, expiresAt: ago(hour) },
        { userId: verified.id, purpose: 'resetPassword', tokenHash: `valid-${clock}`, expiresAt: ago(-hour) },
        { userId: staleUnverified.id, purpose: 'verifyEmail', tokenHash: `stale-${clock}`, expiresAt: ago(-hour) },
      ])
      .returning({ id: emailTokens.id });
    const [ended, abandoned, live] = await db
      .insert(sessions)
      .values([
        { subjectId: verified.id, audience: 'company', createdAt: ago(3 * day), revokedAt: ago(2 * day) },
        { subjectId: verified.id, audience: 'company', createdAt: ago(40 * day) },
        { subjectId: verified.id, audience: 'company', createdAt: ago(40 * day) },
      ])
      .returning({ id: sessions.id });
    await db.insert(refreshTokens).values([
      { sessionId: abandoned.id, tokenHash: `old-${clock}`, expiresAt: ago(10 * day) },
      { sessionId: live.id, tokenHash: `rotated-${clock}`, expiresAt: ago(day), rotatedAt: ago(2 * day) },
      { sessionId: live.id, tokenHash: `current-${clock}`, expiresAt: ago(-20 * day) },
    ]);
    const oldJobs = await db
      .insert(jobs)
      .values([
        { kind: 'mail', payload: {}, maxAttempts: 1, status: 'done', finishedAt: ago(8 * day) },
        { kind: 'mail', payload: {}, maxAttempts: 1, status: 'done', finishedAt: ago(day) },
        { kind: 'mail', payload: {}, maxAttempts: 1, status: 'failed', finishedAt: ago(31 * day) },
        { kind: 'mail', payload: {}, maxAttempts: 1, status: 'failed', finishedAt: ago(2 * day) },
      ])
      .returning({ id: jobs.id });
    const tmp = path.join(dataDir, 'tmp');
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, 'stale-upload'), 'x');
    utimesSync(path.join(tmp, 'stale-upload'), ago(2 * day), ago(2 * day));
    writeFileSync(path.join(tmp, 'fresh-upload'), 'x');

    const first = instance(qdb.database);
    const second = instance(await qdb.connect());
    await Promise.all([first.scheduler.tick(), second.scheduler.tick(), first.scheduler.tick()]);
    expect((await scheduledJobs()).map((j) => j.kind).sort()).toEqual([...scheduledKinds].sort());
    const ran = await Promise.all([first.worker.runNow(), second.worker.runNow()]);
    expect(ran[0] + ran[1]).toBe(scheduledKinds.length);
    expect((await scheduledJobs()).every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);

    // The same occurrence does not run again; the next one does, once.
    await Promise.all([first.scheduler.tick(), second.scheduler.tick()]);
    expect(await scheduledJobs()).toHaveLength(scheduledKinds.length);
    clock += hour;
    await Promise.all([first.scheduler.tick(), second.scheduler.tick()]);
    expect(await scheduledJobs()).toHaveLength(2 * scheduledKinds.length);

    const userIds = (await db.select({ id: users.id }).from(users)).map((u) => u.id);
    expect(userIds).not.toContain(staleUnverified.id);
    expect(userIds).toEqual(expect.arrayContaining([freshUnverified.id, unverifiedWithCompany.id, verified.id]));
    const tokenIds = (await db.select({ id: emailTokens.id }).from(emailTokens)).map((t) => t.id);
    expect(tokens.map((t) => tokenIds.includes(t.id))).toEqual([false, true, false]);
    const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect([ended, abandoned, live].map((s) => sessionIds.includes(s.id))).toEqual([false, false, true]);
    const liveTokens = await db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, live.id));
    expect(liveTokens.map((t) => t.hash)).toEqual([`current-${clock - hour}`]);
    const jobIds = (await db.select({ id: jobs.id }).from(jobs)).map((j) => j.id);
    expect(oldJobs.map((j) => jobIds.includes(j.id))).toEqual([false, true, false, true]);
    // Every instance sweeps its own temporary folder.
    expect(existsSync(path.join(tmp, 'stale-upload'))).toBe(false);
    expect(existsSync(path.join(tmp, 'fresh-upload'))).toBe(true);
    expect(await db.$count(jobs, sql`${jobs.kind} IN ${scheduledKinds} AND ${jobs.status} = 'queued'`)).toBe(3);
  });
});
