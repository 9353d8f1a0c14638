import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, roles, users } from '../../db/schema/index.ts';

/**
 * The profile in one prepared query: the user with its company and its role (the role only when it belongs to the
 * user's company). Prepared once per app, so the hot path pays no query building.
 */
export function prepareProfileQuery(db: Db) {
  return db
    .select({
      id: users.id,
      isCompleted: users.isCompleted,
      userType: users.userType,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      companyId: companies.id,
      companyName: companies.name,
      roleId: roles.id,
      roleLabel: roles.label,
      rolePreset: roles.preset,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.companyId, users.companyId)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_profile');
}
export type ProfileQuery = ReturnType<typeof prepareProfileQuery>;
export type ProfileRow = Awaited<ReturnType<ProfileQuery['execute']>>[number];
