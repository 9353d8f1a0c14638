import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import pg from 'pg';
import { migratePglite, migratePostgres } from '../db/migrate.ts';
import { migrationsFolder } from '../lib/runtime-paths.ts';

/**
 * One connection to the installation's database, PGlite or PostgreSQL, without the app around it: both drivers answer
 * `query(text, params)` with `{ rows }`, which is all a backup and a restore need. Nothing is migrated on opening.
 */
export type SqlSession = {
  kind: 'pglite' | 'postgres';
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Applies the migrations of `folder` (default: all of this version's). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
};

/** A problem the operator can act on (the CLI prints only the message). */
export class BackupError extends Error {}

export type DatabaseTarget = { databaseUrl?: string; dataDir: string; dbConnectTimeout?: number };

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');

/** `create`: a PGlite database is made when DATA_DIR has none (restore); otherwise its absence is an error (backup). */
export async function openSqlSession(target: DatabaseTarget, opts: { create: boolean }): Promise<SqlSession> {
  if (target.databaseUrl) {
    const url = target.databaseUrl;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client.on('error', () => undefined);
    await client.connect();
    return {
      kind: 'postgres',
      query: async (text, params) => ({ rows: (await client.query(text, params as unknown[])).rows }),
      migrate: (folder) => migratePostgres(url, target.dbConnectTimeout ?? 5, folder),
      close: () => client.end(),
    };
  }
  const dir = pgliteDir(target.dataDir);
  // PGlite writes postmaster.pid while it is open (with no real process id) and lets a second process open the same
  // folder, which would corrupt it. After a crash the file stays until Plakat starts and stops once.
  if (existsSync(path.join(dir, 'postmaster.pid')))
    throw new BackupError(
      `The database in ${dir} is in use (postmaster.pid): stop Plakat first. If it is not running, it did not stop cleanly: start and stop it once, then try again.`,
    );
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    if (!opts.create) throw new BackupError(`There is no database in ${dir} (DATA_DIR) and DATABASE_URL is not set.`);
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
  return {
    kind: 'pglite',
    query: (text, params) => client.query(text, params),
    migrate: (folder) => migratePglite(client, folder),
    close: () => client.close(),
  };
}

export type Migration = { tag: string; when: number };

/** The migrations this version knows, oldest first. */
export function knownMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * How far the database is migrated: the count of this version's migrations applied (0: none, a new database), or
 * `newer` when it holds a migration this version does not know (a later Plakat wrote it). Drizzle records each
 * migration's journal time in `created_at`.
 */
export async function migrationLevel(sql: SqlSession): Promise<{ applied: number; newer: boolean }> {
  const { rows } = await sql.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return { applied: 0, newer: false };
  const last = await sql.query<{ when: string }>(
    'SELECT created_at::text AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  );
  if (last.rows.length === 0) return { applied: 0, newer: false };
  const index = knownMigrations().findIndex((m) => String(m.when) === last.rows[0].when);
  return index < 0 ? { applied: 0, newer: true } : { applied: index + 1, newer: false };
}
