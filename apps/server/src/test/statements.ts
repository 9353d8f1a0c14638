import type { Database } from '../db/client.ts';

type Statement = { text: string; values: unknown[] };
type Client = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Records every statement the app sends outside transactions until `stop()`: both drivers (PGlite and node-postgres'
 * pool) go through their client's `query`, named prepared statements as `{ name, text }`. Tests and the benchmark
 * count with it what a request costs.
 */
export function recordStatements(database: Database) {
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const seen: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    const config = typeof first === 'object' && first !== null ? (first as { text: string }) : { text: String(first) };
    seen.push({ text: config.text, values: Array.isArray(second) ? second : [] });
    return original.apply(client, args);
  };
  return {
    seen,
    stop: () => {
      client.query = original;
    },
  };
}
