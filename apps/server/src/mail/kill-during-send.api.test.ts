import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { postgresDatabase } from '../test/helper.ts';
import { createSmtpSink, freePort } from '../test/smtp-sink.ts';
import { createMailQueue, messageIdFor } from './mail-queue.ts';

/**
 * A real server process (tsx) sends queued mails to an SMTP server that takes each message but never answers it; the
 * process is killed with SIGKILL mid-send and started again. Every mail must arrive (at least once): the killed
 * process's claims run out (JOB_LEASE) and the next one sends those mails again, with the same Message-ID.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let output = '';
function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  cleanups.push(async () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** Waits for `condition` (checked every 50 ms); fails with the servers' output after `limitMs`. */
async function until(condition: () => boolean, what: string, limitMs = 90_000) {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs} ms\n--- server output ---\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('kill -9 during sending', () => {
  it('loses no mail: the restarted server sends again what the killed one had in flight', {
    timeout: 240_000,
  }, async () => {
    let holding = true;
    const sink = await createSmtpSink({ hold: () => holding });
    await sink.start();
    cleanups.push(() => sink.stop());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const postgres = serverUrl ? await postgresDatabase(serverUrl, true) : null;
    if (postgres) cleanups.push(() => postgres.drop());
    else {
      // The migrated template of the test run, in the data folder the server process will open.
      const template = await PGlite.create({
        dataDir: path.join(dataDir, 'db'),
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
        extensions: pgliteExtensions,
      });
      await template.close();
    }

    const recipients = Array.from({ length: 12 }, (_, i) => `kill-${i}@example.test`);
    const database = await openDatabase(postgres ? { databaseUrl: postgres.databaseUrl } : { dataDir });
    const mailQueue = createMailQueue(createJobQueue(database.db), { maxAttempts: 14 });
    const ids = await database.db.transaction((tx) =>
      mailQueue.enqueueMany(
        tx,
        recipients.map((to) => ({ to, subject: `Mail to ${to}`, text: 'Hello' })),
      ),
    );
    await database.close();

    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      JWT_SECRET: 'kill-test-secret-that-is-long-enough-for-hs256',
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
      JOB_LEASE: '2s',
    };

    const first = startServer(env);
    await until(() => sink.held.length > 0, 'the first server hands a mail to the SMTP server');
    first.kill('SIGKILL');
    await exited(first);
    const inFlight = sink.held.length;
    holding = false;

    const second = startServer(env);
    const arrived = (to: string) => sink.received.some((mail) => mail.to.includes(to));
    await until(() => recipients.every(arrived), 'every mail arrives after the restart');

    // The same Message-ID on every copy: the job's own, so copies are recognisable as one mail.
    let duplicates = 0;
    for (const [i, to] of recipients.entries()) {
      const copies = [...sink.held, ...sink.received].filter((mail) => mail.to.includes(to));
      expect(new Set(copies.map((mail) => mail.messageId)), to).toEqual(new Set([messageIdFor(ids[i], publicUrl)]));
      duplicates += copies.length - 1;
    }
    // Mails the SMTP server had taken when the sender died are sent again: at least once, never lost.
    expect(duplicates).toBeGreaterThanOrEqual(inFlight);
    console.info(
      `kill -9 during sending: ${recipients.length} mails, ${inFlight} in flight at the kill, ${duplicates} delivered twice (same Message-ID), none lost`,
    );

    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);
  });
});
