import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories, departments, users } from '../../../db/schema/index.ts';
import { holdsOwnerRole } from '../repository.ts';

/** The user administration's writes and checks for one company (edit user, delete, the last-owner rule). */
export function userAdminRepo(db: Db, companyId: string) {
  const mine = and(eq(users.companyId, companyId), isNull(users.deletedAt));
  return {
    /** Ids of the company's active users holding the Owner role, locked until the transaction ends. */
    async activeOwnerIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(mine, eq(users.status, 'active'), holdsOwnerRole))
        .for('update');
      return rows.map((row) => row.id);
    },

    async isOwner(userId: string) {
      const [row] = await db
        .select({ isOwner: holdsOwnerRole })
        .from(users)
        .where(and(mine, eq(users.id, userId)));
      return row?.isOwner ?? false;
    },

    /** Whether every given department and category id belongs to the company. */
    async ownsGroups(departmentId: string | null | undefined, categoryId: string | null | undefined) {
      const checks = await Promise.all([
        departmentId
          ? db.$count(departments, and(eq(departments.companyId, companyId), eq(departments.id, departmentId)))
          : 1,
        categoryId ? db.$count(categories, and(eq(categories.companyId, companyId), eq(categories.id, categoryId))) : 1,
      ]);
      return checks.every((n) => n > 0);
    },

    async update(userId: string, values: { departmentId?: string | null; categoryId?: string | null }) {
      await db
        .update(users)
        .set(values)
        .where(and(mine, eq(users.id, userId)));
    },

    /**
     * Soft delete: the row stays for the logs (its name in history), logins and sessions refuse a deleted user, and the
     * address goes: a placeholder under the reserved `.invalid` domain, unique by the user's id, frees it for a new
     * invitation, account or registration (migration 0018 did the same for users deleted before).
     */
    async softDelete(userId: string) {
      await db
        .update(users)
        .set({ deletedAt: sql`now()`, email: sql`'deleted-' || ${users.id} || '@deleted.invalid'` })
        .where(and(mine, eq(users.id, userId)));
    },

    /** Where a message to the user goes: its address, language and name. */
    async contact(userId: string) {
      const [row] = await db
        .select({ email: users.email, language: users.language, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(mine, inArray(users.id, [userId])));
      return row ?? null;
    },
  };
}
