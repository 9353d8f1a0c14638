import type { AssignmentResourceType } from '@plakat/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { displays } from '../../../db/schema/displays.ts';
import { mediaFiles } from '../../../db/schema/media-pool.ts';
import { roleDisplayAssignments, roleMediaAssignments, userRoles } from '../../../db/schema/roles.ts';
import { roles, users } from '../../../db/schema/users.ts';

/**
 * The displays and media files assigned to a user for one role, bound to one company: users, roles and resources of
 * other companies are not found.
 */
export function assignmentRepo(db: Db, companyId: string) {
  const resources = {
    display: {
      table: roleDisplayAssignments,
      column: roleDisplayAssignments.displayId,
      /** The company's displays among `ids` that are not shut down. */
      existing: (ids: string[]) =>
        db
          .select({ id: displays.id, infoAccess: displays.accessibility })
          .from(displays)
          .where(and(eq(displays.companyId, companyId), isNull(displays.shutdownAt), inArray(displays.id, ids))),
    },
    media: {
      table: roleMediaAssignments,
      column: roleMediaAssignments.fileId,
      /** The company's media files among `ids` that are not deleted. */
      existing: (ids: string[]) =>
        db
          .select({ id: mediaFiles.id, infoAccess: mediaFiles.infoAccess })
          .from(mediaFiles)
          .where(and(eq(mediaFiles.companyId, companyId), isNull(mediaFiles.deletedAt), inArray(mediaFiles.id, ids))),
    },
  };
  const holding = (userId: string, roleId: string) =>
    and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId), eq(roles.companyId, companyId));

  return {
    /** The user of the company (null for another company's or an unknown one). */
    async user(userId: string) {
      const [row] = await db
        .select({ id: users.id, affiliation: users.affiliation })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
      return row ?? null;
    },
    /** Whether the user holds the company's role (locked for the change when `forUpdate`). */
    async holds(userId: string, roleId: string, opts: { forUpdate?: boolean } = {}) {
      const query = db
        .select({ roleId: userRoles.roleId })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(holding(userId, roleId));
      const rows = opts.forUpdate ? await query.for('update', { of: userRoles }) : await query;
      return rows.length > 0;
    },
    /** The company's resources of the type among `ids`, with their access level. */
    existing: async (type: AssignmentResourceType, ids: string[]) =>
      ids.length === 0 ? [] : resources[type].existing(ids),
    /** The ids assigned to the user for the role. */
    async assignedIds(type: AssignmentResourceType, userId: string, roleId: string): Promise<string[]> {
      const r = resources[type];
      const rows = await db
        .select({ id: r.column })
        .from(r.table)
        .where(and(eq(r.table.userId, userId), eq(r.table.roleId, roleId)));
      return rows.map((row) => row.id);
    },
    /** Adds and removes assignments of the user for the role. */
    async change(type: AssignmentResourceType, userId: string, roleId: string, add: string[], remove: string[]) {
      const r = resources[type];
      if (remove.length > 0)
        await db
          .delete(r.table)
          .where(and(eq(r.table.userId, userId), eq(r.table.roleId, roleId), inArray(r.column, remove)));
      if (add.length === 0) return;
      if (type === 'display')
        await db
          .insert(roleDisplayAssignments)
          .values(add.map((displayId) => ({ userId, roleId, displayId })))
          .onConflictDoNothing();
      else
        await db
          .insert(roleMediaAssignments)
          .values(add.map((fileId) => ({ userId, roleId, fileId })))
          .onConflictDoNothing();
    },
    /** The assigned displays (title) or media files (title, access level), by their number. */
    async list(type: AssignmentResourceType, userId: string, roleId: string) {
      if (type === 'display')
        return (
          await db
            .select({ id: displays.id, onlineId: displays.onlineId, name: displays.title })
            .from(roleDisplayAssignments)
            .innerJoin(displays, eq(displays.id, roleDisplayAssignments.displayId))
            .where(
              and(
                eq(roleDisplayAssignments.userId, userId),
                eq(roleDisplayAssignments.roleId, roleId),
                eq(displays.companyId, companyId),
                isNull(displays.shutdownAt),
              ),
            )
            .orderBy(asc(displays.onlineId))
        ).map((row) => ({ ...row, infoAccess: null }));
      return db
        .select({
          id: mediaFiles.id,
          onlineId: mediaFiles.onlineId,
          name: mediaFiles.title,
          infoAccess: mediaFiles.infoAccess,
        })
        .from(roleMediaAssignments)
        .innerJoin(mediaFiles, eq(mediaFiles.id, roleMediaAssignments.fileId))
        .where(
          and(
            eq(roleMediaAssignments.userId, userId),
            eq(roleMediaAssignments.roleId, roleId),
            eq(mediaFiles.companyId, companyId),
            isNull(mediaFiles.deletedAt),
          ),
        )
        .orderBy(asc(mediaFiles.onlineId));
    },
  };
}
