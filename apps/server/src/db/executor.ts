import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import type * as schema from './schema/index.ts';

/**
 * What a repository runs its queries on: the database or a transaction of it (both drivers expose the same query
 * builder; the PGlite types stand for both), so a repository can be used inside the caller's transaction without casts.
 */
export type Executor = PgDatabase<PgliteQueryResultHKT, typeof schema>;
