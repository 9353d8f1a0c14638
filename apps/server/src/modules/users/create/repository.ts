import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/** Replaces the one-time password of a created user by its own; false when the user has set one already. */
export async function setInitialPassword(db: Db, userId: string, passwordHash: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false })
    .where(and(eq(users.id, userId), eq(users.mustChangePassword, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}
