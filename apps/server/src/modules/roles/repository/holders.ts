import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { roles, userRoles } from '../../../db/schema/index.ts';

const roleColumns = {
  id: roles.id,
  companyId: roles.companyId,
  label: roles.label,
  preset: roles.preset,
  permissions: roles.permissions,
};

/** Which roles a user of one company holds; every query is bound to the company's roles. */
export function holdersRepo(db: Db, companyId: string) {
  const mine = eq(roles.companyId, companyId);
  return {
    /** The company's roles among `ids` (another company's ids are simply missing). */
    rolesByIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(roleColumns)
        .from(roles)
        .where(and(mine, inArray(roles.id, [...ids])))
        .orderBy(roles.createdAt, roles.id);
    },

    /** The company's roles the user holds. */
    heldBy(userId: string) {
      return db
        .select(roleColumns)
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(mine, eq(userRoles.userId, userId)));
    },

    /** Makes `roleIds` the user's roles of the company: others are dropped (with their assignments), new ones added. */
    async replace(userId: string, roleIds: readonly string[]) {
      const companyRoles = db.select({ id: roles.id }).from(roles).where(mine);
      await db
        .delete(userRoles)
        .where(
          and(
            eq(userRoles.userId, userId),
            inArray(userRoles.roleId, companyRoles),
            roleIds.length > 0 ? notInArray(userRoles.roleId, [...roleIds]) : undefined,
          ),
        );
      if (roleIds.length > 0) {
        await db
          .insert(userRoles)
          .values(roleIds.map((roleId) => ({ userId, roleId })))
          .onConflictDoNothing();
      }
    },
  };
}
