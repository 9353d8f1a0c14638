import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';

/** The company's media revision as committed (the search cache's validator; any number of server processes). */
export async function mediaRevision(db: Db, companyId: string): Promise<number> {
  const [row] = await preparedRows<{ revision: string | number }>(
    db,
    sql`SELECT media_revision AS revision FROM companies WHERE id = ${companyId}`,
  );
  return Number(row?.revision ?? -1);
}
