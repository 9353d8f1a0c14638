import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

export type OwnProfileChange = Partial<{
  salutation: string;
  title: string | null;
  firstName: string;
  lastName: string;
  phoneCountryCode: string;
  phone: string;
  language: 'en' | 'de';
}>;

/**
 * Writes the logged-in user's own person data: reached by the user id of a verified token, so it needs no company
 * scope. The row's auth_revision trigger (migration 0006) replaces the cached profile on the next request.
 */
export async function updateOwnProfile(db: Db, userId: string, change: OwnProfileChange) {
  const rows = await db
    .update(users)
    .set(change)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
