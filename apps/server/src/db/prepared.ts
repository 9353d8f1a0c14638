import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

type Compiled = { sql: string; params: unknown[] };
type Internals = {
  dialect: { sqlToQuery(query: SQL): Compiled };
  session: {
    prepareQuery(
      query: Compiled,
      fields: undefined,
      name: string | undefined,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
};

/** Statement shapes (SQL text) that get a name; beyond this, further shapes run unnamed so no connection hoards plans. */
const MAX_NAMED = 256;
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `plakat_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a hot raw statement as a named prepared statement: node-postgres parses it once per pooled connection and
 * PostgreSQL can then reuse its plan, which saves about a third of a list query's time (planning a five-table join
 * costs more than running it for one page). The name is a hash of the SQL text, so a name always means the same text;
 * values stay bind parameters. PGlite's driver has no named statements and simply runs the statement.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const internals = db as unknown as Internals;
  const compiled = internals.dialect.sqlToQuery(query);
  const result = (await internals.session
    .prepareQuery(compiled, undefined, nameFor(compiled.sql), false)
    .execute()) as { rows: T[] };
  return result.rows;
}

type PreparableSelect<T> = PromiseLike<T> & {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
};

/**
 * A query builder's select run as a named prepared statement like `preparedRows`, its rows mapped as the builder maps
 * them (dates, `mapWith`). Beyond the named shapes it simply runs.
 */
export async function preparedSelect<T>(query: PreparableSelect<T>): Promise<T> {
  const name = nameFor(query.toSQL().sql);
  return name ? query.prepare(name).execute() : query;
}
