import type { FastifyBaseLogger } from 'fastify';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { postgresDatabase } from './helper.ts';

export type QueueDatabase = {
  kind: 'pglite' | 'postgres';
  database: Database;
  /** Another handle, as a second instance has: a pool of its own on PostgreSQL, the one connection on PGlite. */
  connect(): Promise<Database>;
  close(): Promise<void>;
};

/** A migrated PGlite database of its own (a copy of the template; migrated here when the run has none). */
export async function openPgliteQueueDatabase(): Promise<QueueDatabase> {
  const template = inject('pgliteTemplate');
  const client = await PGlite.create({
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    extensions: pgliteExtensions,
  });
  const database = await openDatabase({ pglite: client });
  return { kind: 'pglite', database, connect: async () => database, close: () => database.close() };
}

/** A fresh PostgreSQL database with DATABASE_URL (dropped on close), else null. */
export async function openPostgresQueueDatabase(): Promise<QueueDatabase | null> {
  const server = process.env.DATABASE_URL;
  if (!server) return null;
  const postgres = await postgresDatabase(server, true);
  const handles: Database[] = [];
  const connect = async () => {
    const handle = await openDatabase({ databaseUrl: postgres.databaseUrl });
    handles.push(handle);
    return handle;
  };
  const database = await connect();
  return {
    kind: 'postgres',
    database,
    connect,
    async close() {
      for (const handle of handles) await handle.close();
      await postgres.drop();
    },
  };
}

/**
 * A database of its own for the job queue's tests, whose workers claim every due job (the shared test database holds
 * other test files' jobs): PostgreSQL with DATABASE_URL, else PGlite.
 */
export async function openQueueDatabase(): Promise<QueueDatabase> {
  return (await openPostgresQueueDatabase()) ?? (await openPgliteQueueDatabase());
}

const quiet = () => undefined;
/** A logger that drops everything, for workers built by hand in tests. */
export const silentLog = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;
