import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';

/**
 * The company's notification revision (notification_revisions.revision) as committed: the count cache's validator
 * on PostgreSQL (any number of server processes).
 */
export async function notificationRevision(db: Db, companyId: string): Promise<number> {
  const [row] = await preparedRows<{ revision: string | number }>(
    db,
    sql`SELECT revision FROM notification_revisions WHERE company_id = ${companyId}`,
  );
  // No row yet: nothing changed since migration 0027 (a bump creates the row).
  return Number(row?.revision ?? 0);
}
