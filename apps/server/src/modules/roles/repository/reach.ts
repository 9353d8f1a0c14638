import type { Permission } from '@plakat/shared';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { roleDisplayAssignments, roleMediaAssignments } from '../../../db/schema/roles.ts';
import { roles } from '../../../db/schema/users.ts';

export type ResourceType = 'display' | 'media';

const assignmentsOf = {
  display: { table: roleDisplayAssignments, resource: roleDisplayAssignments.displayId, column: sql`display_id` },
  media: { table: roleMediaAssignments, resource: roleMediaAssignments.fileId, column: sql`file_id` },
};
const tableName = { display: sql`role_display_assignments`, media: sql`role_media_assignments` };

/**
 * The keys of the roles through which each of `ids` is assigned to the user (only roles of the user's company count;
 * an assignment row implies the user holds the role: it references user_roles). Ids assigned through no role are
 * absent. One query.
 */
export async function assignedKeys(
  db: Db,
  user: { userId: string; companyId: string },
  type: ResourceType,
  ids: readonly string[],
): Promise<Map<string, Set<Permission>>> {
  const result = new Map<string, Set<Permission>>();
  if (ids.length === 0) return result;
  const a = assignmentsOf[type];
  const rows = await db
    .select({ id: a.resource, permissions: roles.permissions })
    .from(a.table)
    .innerJoin(roles, and(eq(roles.id, a.table.roleId), eq(roles.companyId, user.companyId)))
    .where(and(eq(a.table.userId, user.userId), inArray(a.resource, [...new Set(ids)])));
  for (const row of rows) {
    const keys = result.get(row.id) ?? new Set<Permission>();
    for (const key of row.permissions) keys.add(key as Permission);
    result.set(row.id, keys);
  }
  return result;
}

/**
 * A list query's condition: `idColumn` names a resource assigned to the user, through any role or (with `key`)
 * through a role holding the key.
 */
export function assignedCondition(
  user: { userId: string; companyId: string },
  type: ResourceType,
  idColumn: SQL | SQL.Aliased | Parameters<typeof sql>[1],
  key: Permission | null,
): SQL {
  const holding = key ? sql` AND ${key} = ANY(r.permissions)` : sql``;
  return sql`${idColumn} IN (SELECT a.${assignmentsOf[type].column} FROM ${tableName[type]} a JOIN roles r ON r.id = a.role_id AND r.company_id = ${user.companyId} WHERE a.user_id = ${user.userId}${holding})`;
}
