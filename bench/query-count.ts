import type { Database } from '../apps/server/src/db/client.ts';

export type QueryCounts = { requests: number; cached: number; uncached: number };
type Statement = { text: string; values: unknown[] };
type Client = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Records every statement the app sends outside transactions: both drivers (PGlite and node-postgres' pool) go
 * through their client's `query`, named prepared statements as `{ name, text }`.
 */
export function recordStatements(database: Database) {
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
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

/**
 * Statements per search, cached and with the cache off (`cacheOff`), over sequential requests (so the session
 * cache's batch holds one request's read): what the permission check and the cache cost beyond the search itself.
 */
export async function countQueries(
  database: Database,
  request: () => Promise<Response>,
  cacheOff: () => void,
  requests = 20,
): Promise<QueryCounts & { searchStatement?: Statement }> {
  const perRequest = async () => {
    await (await request()).arrayBuffer();
    const recorder = recordStatements(database);
    try {
      for (let i = 0; i < requests; i++) await (await request()).arrayBuffer();
    } finally {
      recorder.stop();
    }
    return recorder.seen;
  };
  const cached = await perRequest();
  cacheOff();
  const uncached = await perRequest();
  const searchStatement = uncached.find((s) => s.text.includes('count(*) over ()'));
  return { requests, cached: cached.length / requests, uncached: uncached.length / requests, searchStatement };
}
