import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';

/**
 * The company's user overview revision (user_search_revisions.revision) as committed: the overview cache's validator
 * on PostgreSQL (any number of server processes).
 */
export async function userSearchRevision(db: Db, companyId: string): Promise<number> {
  const [row] = await preparedRows<{ revision: string | number }>(
    db,
    sql`SELECT revision FROM user_search_revisions WHERE company_id = ${companyId}`,
  );
  // No row yet: nothing the overview shows changed since migration 0019 (a bump creates the row).
  return Number(row?.revision ?? 0);
}
