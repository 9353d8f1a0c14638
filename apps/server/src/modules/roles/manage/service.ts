import {
  type CreateRoleBody,
  type Language,
  type PresetRole,
  type RoleDetails,
  type RolePermissionsBody,
  presetRoleOrder,
  roleScopes,
} from '@plakat/shared';
import type { Core } from '../../../core.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { roleLabel } from '../../users/index.ts';
import { assertCustom, assertGrantable } from '../policy.ts';
import { type RoleRow, type RoleValues, type RolesRepo, rolesRepo } from '../repository/roles.ts';

const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
  de: new Intl.Collator('de', { sensitivity: 'base', numeric: true }),
};
const presetRank = (preset: string | null) => {
  const i = presetRoleOrder.indexOf(preset as PresetRole);
  return i === -1 ? presetRoleOrder.length : i;
};
const scope = (value: string) => (value === 'assigned' ? 'assigned' : roleScopes[0]);

/** A role as the roles page reads it: the preset label in the reader's language. */
type RoleShape = Pick<RoleRow, 'id' | 'label' | 'preset' | 'permissions' | 'displayScope' | 'mediaScope'>;
export const presentRole = (lang: Language, row: RoleShape, holderCount: number): RoleDetails => ({
  id: row.id,
  label: roleLabel(lang, row),
  preset: row.preset,
  permissions: row.permissions,
  displayScope: scope(row.displayScope),
  mediaScope: scope(row.mediaScope),
  holderCount,
});

/** GET /roles/overview: presets first in their fixed order, then custom roles by name in the reader's language. */
export async function roleOverview(deps: Core, actor: TenantActor, lang: Language) {
  const rows = await rolesRepo(deps.db, actor.companyId).overview();
  const items = rows.map((row) => presentRole(lang, row, row.holderCount));
  return items.sort((a, b) => presetRank(a.preset) - presetRank(b.preset) || collators[lang].compare(a.label, b.label));
}

async function roleOf(repo: RolesRepo, id: string, forUpdate = false) {
  const row = await repo.find(id, { forUpdate });
  if (!row) throw notFound();
  return row;
}

/** A name no other role of the company has (case-insensitively); holds the company's name lock until commit. */
async function freeLabel(repo: RolesRepo, label: string, exceptId?: string) {
  await repo.lockNames();
  if (await repo.labelTaken(label, exceptId)) throw conflict('apiRoles.labelTaken');
}

/** POST /roles: a custom role with keys the actor holds. */
export async function createRole(deps: Core, actor: TenantActor, body: CreateRoleBody, lang: Language) {
  const values: RoleValues = {
    label: body.label,
    permissions: body.permissions,
    displayScope: body.displayScope ?? 'all',
    mediaScope: body.mediaScope ?? 'all',
  };
  assertGrantable(actor, values);
  const row = await deps.db.transaction(async (tx) => {
    const repo = rolesRepo(tx, actor.companyId);
    await freeLabel(repo, values.label);
    return repo.insert(values);
  });
  return presentRole(lang, row, 0);
}

/** PATCH /roles/{roleId}: a custom role's new name. */
export async function renameRole(deps: Core, actor: TenantActor, id: string, label: string, lang: Language) {
  return deps.db.transaction(async (tx) => {
    const repo = rolesRepo(tx, actor.companyId);
    const row = await roleOf(repo, id, true);
    assertCustom(row);
    await freeLabel(repo, label, id);
    await repo.update(id, { label });
    return presentRole(lang, { ...row, label }, await repo.holderCount(id));
  });
}

/** POST /roles/{roleId}/duplicate: a new custom role with the keys and scopes of any role (presets included). */
export async function duplicateRole(deps: Core, actor: TenantActor, id: string, label: string, lang: Language) {
  const row = await deps.db.transaction(async (tx) => {
    const repo = rolesRepo(tx, actor.companyId);
    const source = await roleOf(repo, id);
    const values: RoleValues = {
      label,
      permissions: source.permissions,
      displayScope: scope(source.displayScope),
      mediaScope: scope(source.mediaScope),
    };
    assertGrantable(actor, values);
    await freeLabel(repo, label);
    return repo.insert(values);
  });
  return presentRole(lang, row, 0);
}

/**
 * PUT /roles/{roleId}/permissions: the whole key set and both scopes of a custom role. The roles trigger bumps every
 * holder's auth revision, so their next request runs with the new keys (no new login).
 */
export async function setRolePermissions(
  deps: Core,
  actor: TenantActor,
  id: string,
  body: RolePermissionsBody,
  lang: Language,
) {
  return deps.db.transaction(async (tx) => {
    const repo = rolesRepo(tx, actor.companyId);
    const row = await roleOf(repo, id, true);
    assertCustom(row);
    const values = { permissions: body.permissions, displayScope: body.displayScope, mediaScope: body.mediaScope };
    assertGrantable(actor, values, {
      ...row,
      displayScope: scope(row.displayScope),
      mediaScope: scope(row.mediaScope),
    });
    await repo.update(id, values);
    return presentRole(lang, { ...row, ...values }, await repo.holderCount(id));
  });
}

/** GET /roles/{roleId}/users: one page of the role's holders. */
export async function roleHolders(deps: Core, actor: TenantActor, id: string, page: number, perPage: number) {
  const repo = rolesRepo(deps.db, actor.companyId);
  await roleOf(repo, id);
  const [rows, totalCount] = await Promise.all([repo.holders(id, page, perPage), repo.holderCount(id)]);
  const items = rows.map((r) => ({
    id: r.id,
    name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email,
    email: r.email,
    status: r.status,
  }));
  return { items, totalCount };
}

/**
 * DELETE /roles/{roleId}: a custom role without holders goes at once; one with holders needs a replacement (another
 * role of the company, not the owner preset, with keys the actor holds), which its holders get in the same
 * transaction (holders of both keep one row). Assignments made for the deleted role go with it.
 */
export async function deleteRole(deps: Core, actor: TenantActor, id: string, replacementId: string | undefined) {
  await deps.db.transaction(async (tx) => {
    const repo = rolesRepo(tx, actor.companyId);
    const row = await roleOf(repo, id, true);
    assertCustom(row);
    if (replacementId === id) throw badRequest('apiRoles.replacementSame');
    const replacement = replacementId ? await roleOf(repo, replacementId) : undefined;
    if (replacement?.preset === 'owner') throw conflict('apiRoles.replacementOwner');
    const holderCount = await repo.holderCount(id);
    if (holderCount > 0 && !replacement)
      throw new ApiError(409, 'apiRoles.hasHolders', { count: holderCount }, { code: 'ROLE_HAS_HOLDERS' });
    if (replacement && holderCount > 0) {
      // Handing the holders a role is granting its keys: only keys the actor holds.
      assertGrantable(actor, {
        permissions: replacement.permissions,
        displayScope: 'assigned',
        mediaScope: 'assigned',
      });
      await repo.giveHoldersRole(id, replacement.id);
    }
    await repo.remove(id);
  });
}
