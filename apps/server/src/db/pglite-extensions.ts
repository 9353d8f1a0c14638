import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm: migration 0001, btree_gin: migration 0019). Every PGlite the app, the
 * tests and the tools open loads them, or a migration or a restored database fails.
 */
export const pgliteExtensions = { pg_trgm, btree_gin };
