import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/runtime-paths.ts';

/** The key of the PostgreSQL advisory lock migrations run under; any fixed number no other code uses. */
export const migrationLockKey = 7_303_652_881;

/**
 * Applies the checked-in migrations to PostgreSQL under a session-level advisory lock, so instances starting at once
 * take turns: the first applies them, the others wait and then find nothing left to do. A connection of its own
 * without the pool's statement timeout: waiting for the lock counts as a statement, and a migration (an index on a
 * large table) may run longer than a request should. Ending the session releases the lock even if unlocking fails.
 * `folder`: another migrations folder (a restore first migrates to the level of its backup, see backup/restore.ts).
 */
export async function migratePostgres(
  connectionString: string,
  connectTimeoutSeconds: number,
  folder = migrationsFolder,
): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutSeconds * 1000 });
  // A connection lost mid-way fails the running query; without a listener it would also end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${migrationLockKey})`);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${migrationLockKey})`);
    }
  } finally {
    await client.end();
  }
}

/** The migrations of `folder` on a PGlite database (one process owns it: no lock needed). */
export async function migratePglite(client: PGlite, folder = migrationsFolder): Promise<void> {
  await migrateWithPglite(drizzlePglite(client), { migrationsFolder: folder });
}
