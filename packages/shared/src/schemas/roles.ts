import { z } from 'zod';
import { limits, userStatuses } from '../constants.ts';
import { type Permission, allPermissions, presetRoleOrder } from '../permissions.ts';
import { langSchema, pageParam, pageSizeParam, v } from './common.ts';
import { filledText } from './text.ts';

/** How far a role's keys reach over displays or private media files: every one of the company's, or the assigned. */
export const roleScopes = ['all', 'assigned'] as const;
export type RoleScope = (typeof roleScopes)[number];
export const roleScope = z.enum(roleScopes, { error: v.invalid });

/** One permission key of spec §6; an unknown key is a 400. */
export const permissionKey = z.enum(allPermissions as [Permission, ...Permission[]], { error: v.invalid });
/** A role's keys: each known, each once (duplicates are folded). */
export const permissionKeys = z
  .array(permissionKey)
  .max(allPermissions.length * 2, v.tooLong)
  .transform((keys) => [...new Set(keys)]);

/** A custom role's name: people of the own company read it (shared text), 1..100 characters. */
export const roleLabelSchema = filledText(limits.nameMax, 'shared');

/** POST /roles. */
export const createRoleBody = z.strictObject({
  label: roleLabelSchema,
  permissions: permissionKeys,
  displayScope: roleScope.default('all'),
  mediaScope: roleScope.default('all'),
});
export type CreateRoleBody = z.input<typeof createRoleBody>;

/** PATCH /roles/{roleId} and POST /roles/{roleId}/duplicate: the (new) role's name. */
export const roleLabelBody = z.strictObject({ label: roleLabelSchema });
export type RoleLabelBody = z.infer<typeof roleLabelBody>;

/** PUT /roles/{roleId}/permissions: the whole set of keys and both scopes. */
export const rolePermissionsBody = z.strictObject({
  permissions: permissionKeys,
  displayScope: roleScope,
  mediaScope: roleScope,
});
export type RolePermissionsBody = z.input<typeof rolePermissionsBody>;

/** DELETE /roles/{roleId}: the role the holders get instead, required when the role still has holders. */
export const deleteRoleBody = z.strictObject({ replacementRoleId: z.uuid({ error: v.invalid }).optional() }).nullish();
export type DeleteRoleBody = NonNullable<z.infer<typeof deleteRoleBody>>;

/** One role of the roles page: preset labels in the reader's language, custom ones as their company named them. */
export const roleDetails = z.object({
  id: z.string(),
  label: z.string(),
  preset: z.enum(presetRoleOrder as [string, ...string[]]).nullable(),
  permissions: z.array(z.string()),
  displayScope: roleScope,
  mediaScope: roleScope,
  holderCount: z.number().int(),
});
export type RoleDetails = z.infer<typeof roleDetails>;
export const roleOverviewResponse = z.object({ items: z.array(roleDetails) });
export type RoleOverviewResponse = z.infer<typeof roleOverviewResponse>;

export const rolePaging = { perPage: 20, maxPerPage: 100 } as const;
/** GET /roles/{roleId}/users. */
export const roleHoldersQuery = z.strictObject({
  lang: langSchema.optional(),
  page: pageParam,
  perPage: pageSizeParam(rolePaging.maxPerPage, rolePaging.perPage),
});
export const roleHolder = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(userStatuses),
});
export type RoleHolder = z.infer<typeof roleHolder>;
export const roleHoldersResponse = z.object({ items: z.array(roleHolder), totalCount: z.number().int() });
export type RoleHoldersResponse = z.infer<typeof roleHoldersResponse>;
