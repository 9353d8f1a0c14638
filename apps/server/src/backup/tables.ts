import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { SqlSession } from './sql-session.ts';

/**
 * A logical dump of the `public` schema through the driver, the same for PGlite and PostgreSQL: every row as the JSON
 * of `row_to_json` (one line each), read back with `json_populate_recordset`, which turns every value back into its
 * column's type. Tables come parents first, so the foreign keys hold while rows go in.
 */
export type TableDump = { name: string; rows: number; file: string };
export type SequenceState = { name: string; lastValue: string; isCalled: boolean };

const quote = (name: string) => `"public"."${name.replace(/"/g, '""')}"`;

/** The tables of `public`, each after every table its foreign keys point to (alphabetical among equals). */
export async function tablesInOrder(sql: SqlSession): Promise<string[]> {
  const tables = await sql.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`,
  );
  const links = await sql.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND k.conrelid <> k.confrelid`,
  );
  const parents = new Map(tables.rows.map((t) => [t.name, new Set<string>()]));
  for (const link of links.rows) parents.get(link.child)?.add(link.parent);
  const ordered: string[] = [];
  while (parents.size > 0) {
    const ready = [...parents].filter(([, of]) => [...of].every((p) => !parents.has(p))).map(([name]) => name);
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...parents.keys()].join(', ')}`);
    for (const name of ready) {
      ordered.push(name);
      parents.delete(name);
    }
  }
  return ordered;
}

export async function sequenceStates(sql: SqlSession): Promise<SequenceState[]> {
  const { rows } = await sql.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY 1`,
  );
  const states: SequenceState[] = [];
  for (const { name } of rows) {
    const state = await sql.query<{ last: string; called: boolean }>(
      `SELECT last_value::text AS last, is_called AS called FROM ${quote(name)}`,
    );
    states.push({ name, lastValue: state.rows[0].last, isCalled: state.rows[0].called });
  }
  return states;
}

const fetchRows = 1000;

/** Writes every row of `table` to `file`, a JSON object a line; call inside a transaction (the cursor needs one). */
export async function dumpTable(sql: SqlSession, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  try {
    await sql.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quote(table)} t`,
    );
    for (;;) {
      const batch = await sql.query<{ row: string }>(`FETCH ${fetchRows} FROM backup_rows`);
      if (batch.rows.length === 0) break;
      rows += batch.rows.length;
      if (!out.write(`${batch.rows.map((r) => r.row).join('\n')}\n`)) await once(out, 'drain');
    }
    await sql.query('CLOSE backup_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

const insertRows = 500;

/** Columns an INSERT may name: generated ones are computed by the database. */
async function insertableColumns(sql: SqlSession, table: string): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped
        AND attgenerated = '' ORDER BY attnum`,
    [quote(table)],
  );
  return rows.map((r) => `"${r.name.replace(/"/g, '""')}"`);
}

/**
 * Loads the lines of `file` into `table`, in batches, keeping identity values as they were. Call inside the restore's
 * transaction, with the table's triggers disabled (they would recompute what the backup already holds).
 */
export async function loadTable(sql: SqlSession, table: string, file: string): Promise<number> {
  const columns = (await insertableColumns(sql, table)).join(', ');
  const statement = `INSERT INTO ${quote(table)} (${columns}) OVERRIDING SYSTEM VALUE
    SELECT ${columns} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await sql.query(statement, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.length === 0) continue;
    batch.push(line);
    if (batch.length >= insertRows) await flush();
  }
  await flush();
  return rows;
}

/** Empties every table of `public` in one statement (the restore's target holds reference data and jobs at most). */
export async function truncateAll(sql: SqlSession, tables: string[]): Promise<void> {
  if (tables.length > 0) await sql.query(`TRUNCATE ${tables.map(quote).join(', ')}`);
}

export async function setTriggers(sql: SqlSession, tables: string[], enabled: boolean): Promise<void> {
  for (const table of tables) {
    await sql.query(`ALTER TABLE ${quote(table)} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
  }
}

export async function restoreSequences(sql: SqlSession, states: SequenceState[]): Promise<void> {
  for (const s of states) {
    await sql.query('SELECT setval($1::regclass, $2::bigint, $3)', [quote(s.name), s.lastValue, s.isCalled]);
  }
}

/** Tables whose rows the running app makes itself (reference data synced at start, scheduled jobs). */
export const regeneratedTables = new Set(['lookups', 'jobs']);

/** The tables of `public` that hold rows, apart from those the app makes itself: an empty installation has none. */
export async function tablesWithData(sql: SqlSession): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesInOrder(sql)) {
    if (regeneratedTables.has(table)) continue;
    const { rows } = await sql.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS filled`);
    if (rows[0]?.filled) filled.push(table);
  }
  return filled;
}
