import { foreignKey, index, pgTable, pgView, primaryKey, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { displays } from './displays.ts';
import { mediaFiles } from './media-pool.ts';
import { roles, users } from './users.ts';

/** The roles a user holds; a user's keys are the union of its roles' keys (`user_permissions`). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Displays assigned to a user for one of its roles: with the role's display scope `assigned`, its keys reach these. */
export const roleDisplayAssignments = pgTable(
  'role_display_assignments',
  {
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id').notNull(),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId, t.displayId] }),
    foreignKey({ columns: [t.userId, t.roleId], foreignColumns: [userRoles.userId, userRoles.roleId] }).onDelete(
      'cascade',
    ),
    index('role_display_assignments_display_idx').on(t.displayId),
  ],
);

/** Media pool files assigned to a user for one of its roles (private files: ASSIGN_PRIVATE_FILES). */
export const roleMediaAssignments = pgTable(
  'role_media_assignments',
  {
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId, t.fileId] }),
    foreignKey({ columns: [t.userId, t.roleId], foreignColumns: [userRoles.userId, userRoles.roleId] }).onDelete(
      'cascade',
    ),
    index('role_media_assignments_file_idx').on(t.fileId),
  ],
);

/**
 * The one place a user's effective permissions are worked out (migration 0012): the union of the keys of the roles
 * it holds in its own company; `display_keys`/`media_keys` are the keys of roles whose scope is `all`, and
 * `all_displays`/`all_media` say whether any role reaches every display / every private file.
 */
export const userPermissions = pgView('user_permissions', {
  userId: uuid('user_id').notNull(),
  permissions: text('permissions').array().notNull(),
  displayKeys: text('display_keys').array().notNull(),
  mediaKeys: text('media_keys').array().notNull(),
  allDisplays: boolean('all_displays').notNull(),
  allMedia: boolean('all_media').notNull(),
}).existing();
