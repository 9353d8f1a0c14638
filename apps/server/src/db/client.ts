import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrationsFolder } from '../lib/runtime-paths.ts';
import { migratePostgres } from './migrate.ts';
import { type PoolSettings, createPool, defaultPoolSettings } from './pool.ts';
import * as schema from './schema/index.ts';

export { migrationsFolder } from '../lib/runtime-paths.ts';

type Schema = typeof schema;
type RawResult<Row> = { rows: Row[] };
/** Both drivers answer raw statements (`db.execute`) with at least `{ rows }`; that is all the app relies on. */
interface RowsResult extends PgQueryResultHKT {
  type: RawResult<this['row']>;
}

/**
 * The query builder of either driver (PGlite or node-postgres) and of a transaction: a transaction handle is a `Db`
 * too, so repository functions take `Db` and run inside or outside a transaction alike.
 */
export type Db = PgDatabase<RowsResult, Schema>;
/** A transaction handle, where a function must run inside the caller's transaction. */
export type Tx = PgTransaction<RowsResult, Schema, ExtractTablesWithRelations<Schema>>;
export type Database = {
  db: Db;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where a dedicated connection (LISTEN, see src/events) connects to. */
  databaseUrl?: string;
  /**
   * PGlite only: calls `listener` with the payload of every NOTIFY on `channel` at the commit of the transaction that
   * sent it (src/events). Answers the function that stops listening.
   */
  listen?: (channel: string, listener: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * PGlite only: calls `listener` with the company id at the commit of every change that bumps its display revision
   * (see migration 0003), before the writing query returns.
   */
  onDisplayRevision?: (listener: (companyId: string) => void) => Promise<void>;
  /** PGlite only: the same for the company's media revision (see migration 0010). */
  onMediaRevision?: (listener: (companyId: string) => void) => Promise<void>;
  /** PGlite only: the same for the company's user overview revision (see migration 0019). */
  onUserSearchRevision?: (listener: (companyId: string) => void) => Promise<void>;
  /** PGlite only: the same for the company's notification revision (see migration 0027). */
  onNotificationRevision?: (listener: (companyId: string) => void) => Promise<void>;
  /**
   * PGlite only: calls `listener` with `session:<id>` or `subject:<id>` at the commit of every change that ends a
   * session or changes what its user may do or sees in the profile (see migration 0006).
   */
  onAuthChange?: (listener: (payload: string) => void) => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite; pool?: Partial<PoolSettings> };

/**
 * Opens PGlite in the data folder, or PostgreSQL when a URL is given, and applies the checked-in migrations (on
 * PostgreSQL under an advisory lock, see migrate.ts; PGlite has one process only).
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    await migratePostgres(
      opts.databaseUrl,
      opts.pool?.connectTimeoutSeconds ?? defaultPoolSettings.connectTimeoutSeconds,
    );
    const pool = createPool(opts.databaseUrl, opts.pool);
    const db = drizzlePg(pool, { schema });
    return { db, close: () => pool.end(), kind: 'postgres', databaseUrl: opts.databaseUrl };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = path.join(opts.dataDir ?? './data', 'db');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const owned = client;
  await owned.exec(
    `SET plakat.notify_display_revision = 'on'; SET plakat.notify_media_revision = 'on'; SET plakat.notify_user_search_revision = 'on'; SET plakat.notify_notification_revision = 'on'; SET plakat.notify_auth_change = 'on'`,
  );
  return {
    db,
    close: () => owned.close(),
    kind: 'pglite',
    listen: async (channel, listener) => {
      const stop = await owned.listen(channel, listener);
      return () => stop();
    },
    onDisplayRevision: async (listener) => {
      await owned.listen('display_revision', listener);
    },
    onMediaRevision: async (listener) => {
      await owned.listen('media_revision', listener);
    },
    onUserSearchRevision: async (listener) => {
      await owned.listen('user_search_revision', listener);
    },
    onNotificationRevision: async (listener) => {
      await owned.listen('notification_revision', listener);
    },
    onAuthChange: async (listener) => {
      await owned.listen('auth_change', listener);
    },
  };
}

export { schema };
