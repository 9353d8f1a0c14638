import type { Language } from '@plakat/shared';
import { notFound } from '../../../lib/errors.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { asUserAdmin, canAssignRole, enforce, findUserTarget, keepAnOwner, roleLabel } from '../../users/index.ts';
import { holdersRepo } from '../repository/holders.ts';

/**
 * Replaces the roles a user of the own company holds (ASSIGN_ROLE, ASSIGN_ROLE_EXTERNAL for an external user). A
 * role given may not carry a key the actor lacks (403); the Owner role and an owner's roles change only by an owner
 * (403); nobody changes their own roles (403); the last active owner keeps the Owner role (409); another company's
 * user or role answers 404. Roles taken away drop their resource assignments (ON DELETE CASCADE); the holders'
 * sessions pick the new keys up on their next request (the user_roles trigger bumps the auth revision).
 */
export async function setUserRoles(
  deps: Core,
  actor: TenantActor,
  userId: string,
  roleIds: readonly string[],
  lang: Language,
) {
  const admin = await asUserAdmin(deps.db, actor);
  return deps.db.transaction(async (tx) => {
    const target = await findUserTarget(tx, actor.companyId, userId);
    if (!target) throw notFound();
    const repo = holdersRepo(tx, actor.companyId);
    const wantedIds = new Set(roleIds);
    const wanted = await repo.rolesByIds([...wantedIds]);
    if (wanted.length !== wantedIds.size) throw notFound();
    const held = await repo.heldBy(userId);
    const heldIds = new Set(held.map((role) => role.id));
    for (const role of wanted) if (!heldIds.has(role.id)) enforce(canAssignRole(admin, target, role, true));
    const removed = held.filter((role) => !wantedIds.has(role.id));
    for (const role of removed) enforce(canAssignRole(admin, target, role, false));
    if (removed.some((role) => role.preset === 'owner')) await keepAnOwner(tx, actor.companyId, [userId]);
    await repo.replace(userId, [...wantedIds]);
    return { roles: wanted.map((role) => ({ id: role.id, label: roleLabel(lang, role) })) };
  });
}
