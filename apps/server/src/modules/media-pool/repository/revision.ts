import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';

/** The company's media revision (media_file_seq.revision) as committed (the search cache's validator; any number of server processes). */
export async function mediaRevision(db: Db, companyId: string): Promise<number> {
  const [row] = await preparedRows<{ revision: string | number }>(
    db,
    sql`SELECT revision FROM media_file_seq WHERE company_id = ${companyId}`,
  );
  // No row yet: no file was ever added and nothing bumped it (a bump creates the row).
  return Number(row?.revision ?? 0);
}
