import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';

/**
 * The count cache's validator on PostgreSQL (any number of server processes): the company's notification revision
 * plus the user's read-state revision, as committed (migration 0027). Both only grow, so their sum changes whenever
 * either does. No row yet: nothing changed since the migration (a bump creates the row).
 */
export async function notificationCountRevision(db: Db, companyId: string, userId: string): Promise<number> {
  const [row] = await preparedRows<{ revision: string | number }>(
    db,
    sql`SELECT coalesce((SELECT revision FROM notification_revisions WHERE company_id = ${companyId}), 0)
      + coalesce((SELECT revision FROM notification_read_revisions WHERE user_id = ${userId}), 0) AS revision`,
  );
  return Number(row?.revision ?? 0);
}
