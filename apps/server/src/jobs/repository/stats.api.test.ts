import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { type QueueDatabase, openQueueDatabase } from '../../test/queue-database.ts';
import { queueStats } from './stats.ts';

let qdb: QueueDatabase;
let db: Db;
beforeAll(async () => {
  qdb = await openQueueDatabase();
  db = qdb.database.db;
});
afterAll(() => qdb.close());

it('reports the depth, the failed jobs and the age of the oldest unfinished job', async () => {
  expect(await queueStats(db)).toEqual({ depth: 0, failed: 0, oldestPendingSeconds: 0 });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  await db.insert(jobs).values([
    { kind: 'mail', payload: {}, maxAttempts: 3, createdAt: minutesAgo(90) },
    { kind: 'mail', payload: {}, maxAttempts: 3, status: 'running', createdAt: minutesAgo(5) },
    { kind: 'mail', payload: {}, maxAttempts: 3, status: 'failed', createdAt: minutesAgo(600) },
    { kind: 'mail', payload: {}, maxAttempts: 3, status: 'done', createdAt: minutesAgo(900) },
  ]);
  const stats = await queueStats(db);
  expect(stats).toMatchObject({ depth: 2, failed: 1 });
  expect(stats.oldestPendingSeconds).toBeGreaterThanOrEqual(90 * 60);
  expect(stats.oldestPendingSeconds).toBeLessThan(92 * 60);
});
