import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { type JobWorker, createJobWorker } from '../jobs/worker.ts';
import { type QueueDatabase, openQueueDatabase, silentLog } from '../test/queue-database.ts';
import { createSmtpSink } from '../test/smtp-sink.ts';
import { createMailQueue, mailJobHandler, mailJobKind } from './mail-queue.ts';
import { type Mail, type MailTransport, createMailTransport } from './mailer.ts';
import { createMailServerWatch } from './server-watch.ts';

const publicUrl = 'https://plakat.example.org';
const shortBackoff = { baseMs: 100, capMs: 400 };
let qdb: QueueDatabase;
let db: Db;
let dataDir: string;
const workers: JobWorker[] = [];
const transports: MailTransport[] = [];

beforeAll(async () => {
  qdb = await openQueueDatabase();
  db = qdb.database.db;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-mail-queue-'));
});
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop(1000);
  for (const transport of transports.splice(0)) transport.close?.();
});
afterAll(async () => {
  await qdb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailTo = (to: string): Mail => ({
  to,
  subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  text: `Guten Tag,\n\nhttps://plakat.example.org/email/verification?token=${to}\n`,
  html: '<p>Guten Tag</p>',
  links: [`https://plakat.example.org/email/verification?token=${to}`],
});

/** A worker delivering mails over SMTP to `url`, polling every 50 ms and retrying after 50-400 ms. */
function mailWorker(url: string, opts: { maxAttempts?: number } = {}) {
  const queue = createJobQueue(db);
  const transport = createMailTransport({
    smtpUrl: url,
    from: 'Plakat <no-reply@plakat.test>',
    dataDir,
    production: false,
    log: silentLog,
  });
  const worker = createJobWorker({
    db,
    queue,
    handlers: { [mailJobKind]: mailJobHandler(transport, publicUrl) },
    log: silentLog,
    pollIntervalMs: 50,
    backoff: shortBackoff,
  });
  workers.push(worker);
  transports.push(transport);
  return { queue, worker, mailQueue: createMailQueue(queue, { maxAttempts: opts.maxAttempts ?? 20 }) };
}

const jobRow = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('the mail queue', () => {
  it('keeps a mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    const sink = await createSmtpSink();
    const { worker, mailQueue } = mailWorker(sink.url);
    worker.start();
    const id = await db.transaction((tx) => mailQueue.enqueue(tx, mailTo('wartend@example.test')));

    await vi.waitFor(async () => expect((await jobRow(id))?.attempts).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    const waiting = await jobRow(id);
    expect(waiting.status).toMatch(/queued|running/);
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(sink.received).toHaveLength(0);

    await sink.start();
    await vi.waitFor(async () => expect((await jobRow(id))?.status).toBe('done'), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(1);
    const [received] = sink.received;
    expect(received.to).toEqual(['wartend@example.test']);
    expect(received.messageId).toBe(`<${id}@plakat.example.org>`);
    expect(received.raw).toContain('verification?token=wartend@example.test');
    // Once sent, the stored job keeps no body: it held a token link.
    const sent = await jobRow(id);
    expect(sent.payload).toEqual({ to: 'wartend@example.test', subject: mailTo('x').subject });
    expect(sent.finishedAt).toBeInstanceOf(Date);
    for (const transport of transports.splice(0)) transport.close?.();
    await sink.stop();
  });

  it('sends a mail waiting for a far retry within a minute of the server coming back', async () => {
    const sink = await createSmtpSink();
    const queue = createJobQueue(db);
    const transport = createMailTransport({
      smtpUrl: sink.url,
      from: 'Plakat <no-reply@plakat.test>',
      dataDir,
      production: false,
      log: silentLog,
    });
    transports.push(transport);
    // The backoff of a mail that has failed for hours: its next try is far away.
    const worker = createJobWorker({
      db,
      queue,
      handlers: { [mailJobKind]: mailJobHandler(transport, publicUrl) },
      log: silentLog,
      backoff: { baseMs: 6 * 3600_000, capMs: 24 * 3600_000 },
    });
    const watch = createMailServerWatch({ db, queue, transport, log: silentLog });
    const id = await createMailQueue(queue, { maxAttempts: 14 }).enqueue(db, mailTo('spaeter@example.test'));
    await worker.runNow([id]);
    const waiting = await jobRow(id);
    expect(waiting.status).toBe('queued');
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + 3 * 3600_000);

    expect(await watch()).toBe(0); // still down
    await sink.start();
    expect(await watch()).toBe(1);
    expect(await worker.runNow([id])).toBe(1);
    expect(sink.received.map((m) => m.to)).toEqual([['spaeter@example.test']]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    // Nothing waits any more: the next check does not even ask the server.
    expect(await watch()).toBe(0);
    for (const transport of transports.splice(0)) transport.close?.();
    await sink.stop();
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const sink = await createSmtpSink();
    await sink.start();
    const { worker, mailQueue } = mailWorker(sink.url);
    const before = await db.$count(jobs);
    await expect(
      db.transaction(async (tx) => {
        await mailQueue.enqueue(tx, mailTo('zurueckgerollt@example.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.$count(jobs)).toBe(before);
    expect(await worker.runNow()).toBe(0);
    expect(sink.received).toHaveLength(0);
    for (const transport of transports.splice(0)) transport.close?.();
    await sink.stop();
  });

  it('fails a mail at once when the server refuses the recipient for good, with the reason', async () => {
    const sink = await createSmtpSink({ reject: ['unbekannt@example.test'] });
    await sink.start();
    const { worker, mailQueue } = mailWorker(sink.url);
    const id = await db.transaction((tx) => mailQueue.enqueue(tx, mailTo('unbekannt@example.test')));
    await worker.runNow([id]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550|mailbox unavailable/);
    // A failed mail keeps its body, so it can be sent again.
    expect(row.payload).toMatchObject({ text: mailTo('unbekannt@example.test').text });
    for (const transport of transports.splice(0)) transport.close?.();
    await sink.stop();
  });

  it('marks a mail failed after its last attempt', async () => {
    const sink = await createSmtpSink();
    const { worker, mailQueue } = mailWorker(sink.url, { maxAttempts: 2 });
    worker.start();
    const id = await db.transaction((tx) => mailQueue.enqueue(tx, mailTo('aufgegeben@example.test')));
    await vi.waitFor(async () => expect((await jobRow(id))?.status).toBe('failed'), { timeout: 5000 });
    const row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('writes .eml files with the Message-ID when no SMTP server is configured', async () => {
    const queue = createJobQueue(db);
    const transport = createMailTransport({
      from: 'Plakat <no-reply@plakat.test>',
      dataDir,
      production: false,
      log: silentLog,
    });
    const worker = createJobWorker({
      db,
      queue,
      handlers: { [mailJobKind]: mailJobHandler(transport, publicUrl) },
      log: silentLog,
    });
    const id = await createMailQueue(queue, { maxAttempts: 3 }).enqueue(db, mailTo('datei@example.test'));
    expect(await worker.runNow([id])).toBe(1);
    const files = readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(id.slice(0, 8));
    const raw = readFileSync(path.join(dataDir, 'mail', files[0]), 'utf8');
    expect(raw).toMatch(new RegExp(`^Message-ID: <${id}@plakat.example.org>`, 'mi'));
    expect(raw).toMatch(/^To: datei@example.test/m);
  });
});
