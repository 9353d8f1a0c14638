import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/**
 * Reserves `count` consecutive display onlineIds for a company inside the caller's transaction. The row lock on the
 * company serialises concurrent creations, so numbers never repeat.
 */
export async function reserveDisplayOnlineIds(tx: Db, companyId: string, count = 1): Promise<number[]> {
  const [row] = await tx
    .update(companies)
    .set({ displaySeq: sql`${companies.displaySeq} + ${count}` })
    .where(eq(companies.id, companyId))
    .returning({ last: companies.displaySeq });
  return Array.from({ length: count }, (_, i) => row.last - count + 1 + i);
}
