import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Builds the app on a fresh copy of the migrated template database, with mails kept in memory. */
export async function buildTestApp(env: Record<string, string> = {}) {
  const template = inject('pgliteTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl })
    : await openDatabase({
        pglite: await PGlite.create({
          loadDataDir: new Blob([readFileSync(template)]),
          extensions: { pg_trgm },
        }),
      });
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'plakat-test', 'data'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, mailer, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    mails,
    /** The last mail sent to an address, and the first link in it. */
    lastMailTo(to: string) {
      const mail = [...mails].reverse().find((m) => m.to === to);
      if (!mail) throw new Error(`no mail to ${to}`);
      return { ...mail, link: mail.links?.[0] ?? '' };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
