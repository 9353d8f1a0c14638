import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/runtime-paths.ts';
import { migratePostgres } from './migrate.ts';

const server = process.env.DATABASE_URL;
const name = `plakat_build_${process.pid}`;
const databaseUrl = (() => {
  if (!server) return '';
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
})();

async function onServer<T>(run: (client: pg.Client) => Promise<T>, url = server): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!server)('migrations on PostgreSQL', () => {
  beforeAll(() => onServer((c) => c.query(`CREATE DATABASE ${name}`)));
  afterAll(() => onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('are applied exactly once when three instances start at once', async () => {
    const results = await Promise.allSettled([1, 2, 3].map(() => migratePostgres(databaseUrl, 5)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const applied = await onServer(
      (c) => c.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations'),
      databaseUrl,
    );
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    const locks = await onServer(
      // pg_locks is server-wide: other test files running at the same time hold advisory locks of their own databases.
      (c) =>
        c.query(
          `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        ),
      databaseUrl,
    );
    expect(locks.rows).toEqual([]);
  });
});
