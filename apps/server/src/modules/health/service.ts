import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type QueueStats, queueStats } from '../../jobs/repository/stats.ts';
import { storageFor } from '../../storage/storage.ts';
import type { Core } from '../../core.ts';
import { ping } from './repository.ts';

export type CheckResult = 'ok' | 'unavailable';
export type Readiness = {
  ready: boolean;
  checks: { database: CheckResult; storage: CheckResult };
  /** The job queue (mails and other background work); null when the database did not answer. */
  queue: QueueStats | null;
};

/** A load balancer polls every few seconds: a check that has not answered by then counts as failed. */
export const readinessTimeoutMs = 2000;

function withinDeadline(check: Promise<unknown>, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), ms);
  });
  const outcome = check.then(
    (): CheckResult => 'ok',
    (): CheckResult => 'unavailable',
  );
  return Promise.race([outcome, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Uploads need the storage: on the local disk its folder must be writable; in S3 a HeadObject of a probe key must
 * answer (a 404 is fine, wrong credentials, a missing endpoint or a network error are not).
 */
async function checkStorage(config: Core['config']): Promise<void> {
  if (config.s3) {
    await storageFor(config).stat('plakat-readiness-probe');
    return;
  }
  const dir = path.join(config.dataDir, 'storage');
  await mkdir(dir, { recursive: true });
  await access(dir, constants.W_OK);
}

/** Whether this instance can serve requests: the database answers and the storage is usable, checked in parallel. */
export async function readiness(deps: Pick<Core, 'db' | 'config'>, timeoutMs = readinessTimeoutMs): Promise<Readiness> {
  const [database, storage] = await Promise.all([
    withinDeadline(ping(deps.db), timeoutMs),
    withinDeadline(checkStorage(deps.config), timeoutMs),
  ]);
  // The queue figures are for the operator; a slow answer leaves them out but does not make the instance unready.
  const queue = database === 'ok' ? await statsWithinDeadline(deps.db, timeoutMs) : null;
  return { ready: database === 'ok' && storage === 'ok', checks: { database, storage }, queue };
}

async function statsWithinDeadline(db: Core['db'], ms: number): Promise<QueueStats | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([queueStats(db).catch(() => null), deadline]).finally(() => clearTimeout(timer));
}
