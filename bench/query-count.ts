import type { Database } from '../apps/server/src/db/client.ts';
import { recordStatements } from '../apps/server/src/test/statements.ts';

export type QueryCounts = { requests: number; cached: number; uncached: number };
type Statement = { text: string; values: unknown[] };

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
