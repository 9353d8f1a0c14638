import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifyChannel } from './wire.ts';

/**
 * NOTIFY inside the caller's transaction: PostgreSQL (and PGlite) deliver it when the transaction commits, to every
 * listening connection, and drop it when it rolls back.
 */
export async function notifyInTransaction(tx: Db, text: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${notifyChannel}, ${text})`);
}
