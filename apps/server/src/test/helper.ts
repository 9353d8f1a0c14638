import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Mail, MailTransport } from '../mail/mailer.ts';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * With DATABASE_URL, test files share one PostgreSQL database; a file that needs an empty database (the demo seed)
 * asks for `isolated` and gets a database of its own, dropped on close.
 */
export async function postgresDatabase(serverUrl: string, isolated: boolean) {
  if (!isolated) return { databaseUrl: serverUrl, drop: async () => {} };
  const name = `plakat_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Every test request comes from 127.0.0.1 (with DATABASE_URL, of every test file into one table): the limits per
 * client address are raised out of the way, and so is the one per recipient (fixtures mail the same addresses). Apps a
 * test builds itself use these too; the tests of the limits set their own and use their own addresses.
 */
export const raisedLimits = {
  RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000',
  RATE_LIMIT_MAIL_PER_ADDRESS: '1000000',
  RATE_LIMIT_LOGIN_PER_CLIENT: '1000000',
  RATE_LIMIT_MAIL_PER_CLIENT: '1000000',
  RATE_LIMIT_PAIRING_CODES_PER_CLIENT: '1000000',
  RATE_LIMIT_PAIRING_CLAIMS_PER_COMPANY: '1000000',
};

/**
 * Builds the app on a fresh copy of the migrated template database, with mails kept in memory: the jobs a request
 * enqueued run before its answer is sent, so a test reads the mail right after the request.
 */
export async function buildTestApp(env: Record<string, string> = {}, opts: { isolated?: boolean } = {}) {
  const template = inject('pgliteTemplate');
  const server = process.env.DATABASE_URL;
  const postgres = server ? await postgresDatabase(server, opts.isolated ?? false) : null;
  const database = postgres
    ? await openDatabase({ databaseUrl: postgres.databaseUrl })
    : await openDatabase({
        pglite: await PGlite.create({
          loadDataDir: new Blob([readFileSync(template)]),
          extensions: pgliteExtensions,
        }),
      });
  const mails: Mail[] = [];
  const mailTransport: MailTransport = { send: async (mail) => void mails.push(mail) };
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'plakat-test', 'data'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    ...raisedLimits,
    ...env,
  });
  const app = await buildApp({ config, database, mailTransport, logger: false });
  // Only this app's own jobs: with DATABASE_URL all test files share one queue.
  const enqueued: string[] = [];
  app.deps.jobs.onEnqueued((id) => {
    if (id) enqueued.push(id);
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    await app.deps.jobs.settled();
    // A job may queue another (a password reset request queues its mail): run until none is left.
    while (enqueued.length > 0) await app.jobRunner.worker.runNow(enqueued.splice(0));
    return payload;
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    mails,
    /** Where the local disk storage keeps the file of a storage key. */
    storagePath: (key: string) => path.join(config.dataDir, 'storage', ...key.split('/')),
    /** The last mail sent to an address, and the first link in it. */
    lastMailTo(to: string) {
      const mail = [...mails].reverse().find((m) => m.to === to);
      if (!mail) throw new Error(`no mail to ${to}`);
      return { ...mail, link: mail.links?.[0] ?? '' };
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
