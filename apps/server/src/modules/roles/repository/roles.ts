import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { RoleScope } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { roles, userRoles, users } from '../../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;
export type RoleValues = { label: string; permissions: string[]; displayScope: RoleScope; mediaScope: RoleScope };

/** Holders are users of the role's own company (only those count for a user's keys: `user_permissions`). */
const holderJoin = (companyId: string) => and(eq(users.id, userRoles.userId), eq(users.companyId, companyId));

/** The roles of one company (the request's, from the verified token) and who holds them; the only SQL of `manage/`. */
export function rolesRepo(db: Db, companyId: string) {
  const mine = eq(roles.companyId, companyId);
  return {
    /**
     * Serialises the company's role name changes until the transaction ends, so two requests cannot both find a name
     * free and both take it.
     */
    async lockNames() {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`roles:${companyId}`}))`);
    },

    /** Every role with its holder count. */
    async overview() {
      const holders = db
        .select({ roleId: userRoles.roleId, n: count().as('n') })
        .from(userRoles)
        .innerJoin(users, holderJoin(companyId))
        .groupBy(userRoles.roleId)
        .as('holders');
      return db
        .select({
          id: roles.id,
          label: roles.label,
          preset: roles.preset,
          permissions: roles.permissions,
          displayScope: roles.displayScope,
          mediaScope: roles.mediaScope,
          holderCount: sql<number>`coalesce(${holders.n}, 0)`.mapWith(Number),
        })
        .from(roles)
        .leftJoin(holders, eq(holders.roleId, roles.id))
        .where(mine);
    },

    async find(id: string, opts: { forUpdate?: boolean } = {}): Promise<RoleRow | undefined> {
      const query = db
        .select()
        .from(roles)
        .where(and(mine, eq(roles.id, id)));
      const [row] = await (opts.forUpdate ? query.for('update') : query);
      return row;
    },

    /** Whether another role of the company has this name, compared case-insensitively. */
    async labelTaken(label: string, exceptId?: string) {
      const same = sql`lower(${roles.label}) = lower(${label})`;
      const n = await db.$count(roles, and(mine, same, exceptId ? ne(roles.id, exceptId) : undefined));
      return n > 0;
    },

    async insert(values: RoleValues): Promise<RoleRow> {
      const [row] = await db
        .insert(roles)
        .values({ companyId, ...values })
        .returning();
      return row;
    },

    async update(id: string, values: Partial<RoleValues>) {
      await db
        .update(roles)
        .set(values)
        .where(and(mine, eq(roles.id, id)));
    },

    async remove(id: string) {
      await db.delete(roles).where(and(mine, eq(roles.id, id)));
    },

    holderCount: async (roleId: string) => {
      const [row] = await db
        .select({ n: count() })
        .from(userRoles)
        .innerJoin(users, holderJoin(companyId))
        .where(eq(userRoles.roleId, roleId));
      return row?.n ?? 0;
    },

    /** One page of the role's holders, by name. */
    holders(roleId: string, page: number, perPage: number) {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          status: users.status,
        })
        .from(userRoles)
        .innerJoin(users, holderJoin(companyId))
        .where(eq(userRoles.roleId, roleId))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email), asc(users.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
    },

    /** Gives every holder of `fromId` the role `toId` too (a holder of both keeps one row). */
    async giveHoldersRole(fromId: string, toId: string) {
      await db.execute(sql`
        insert into ${userRoles} (user_id, role_id)
        select ur.user_id, ${toId}::uuid from ${userRoles} ur
        join ${users} u on u.id = ur.user_id and u.company_id = ${companyId}
        where ur.role_id = ${fromId}
        on conflict do nothing`);
    },
  };
}
export type RolesRepo = ReturnType<typeof rolesRepo>;
