import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One round trip to the database. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
