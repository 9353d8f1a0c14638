import type { UserStatus } from '@plakat/shared';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { CompanyActor } from '../../lib/actor.ts';
import type { Db } from '../../db/client.ts';
import { revokeAllSessions } from '../auth/index.ts';
import type { Core } from '../../core.ts';
import { allOrNothing } from '../../lib/batch.ts';
import { type Decision, type UserAdmin, canChangeUserStatus, leavesNoOwner } from './policy.ts';
import { userRepo } from './repository.ts';
import { userAdminRepo } from './repository/admin.ts';

/**
 * The session side of a status change: pausing or deactivating ends every session at once. The session cache needs
 * no word: the status change itself bumps the user's auth revision (migration 0006).
 */
async function afterStatusChange(deps: Core, userIds: readonly string[], status: UserStatus) {
  if (status === 'active') return;
  for (const userId of userIds) await revokeAllSessions(deps, userId, `user ${status}`);
}

/** The acting user with whether it holds the Owner role (an owner's status and roles are changed only by owners). */
export async function asUserAdmin(db: Db, actor: CompanyActor & { companyId: string }): Promise<UserAdmin> {
  return { ...actor, isOwner: await userAdminRepo(db, actor.companyId).isOwner(actor.userId) };
}

/** A policy decision as an answer: 404 for another company's user, 403 for a user the actor may not change. */
export function enforce(decision: Decision) {
  if (decision === 'notFound') throw notFound();
  if (decision === 'forbidden') throw forbidden();
}

/** 409 when the company would have no active owner left once `leaving` are paused, deleted or demoted. */
export async function keepAnOwner(tx: Db, companyId: string, leaving: readonly string[]) {
  if (leavesNoOwner(await userAdminRepo(tx, companyId).activeOwnerIds(), leaving)) {
    throw conflict('apiUsers.lastOwner');
  }
}

/**
 * Sets the status of one user of `companyId`, without an acting user (system changes and tests); 404 for a user of
 * another company. Pausing blocks the user (docs/decisions.md): every session ends, so the user's next request
 * answers 419 whatever token it carries.
 */
export async function setUserStatus(deps: Core, companyId: string, userId: string, status: UserStatus) {
  const changed = await userRepo(deps.db, companyId).setStatus([userId], status);
  if (changed.length === 0) throw notFound();
  await afterStatusChange(deps, changed, status);
}

/**
 * An actor sets the status of users of the own company (the route declares EDIT_USER_STATUS; the policy decides per
 * user). The batch is decided as a whole: one 404 when any id is missing, foreign or not allowed (the actor's own
 * id included), 409 when it would pause or deactivate the company's last active owner.
 */
export async function changeUserStatuses(
  deps: Core,
  actor: CompanyActor & { companyId: string },
  userIds: readonly string[],
  status: UserStatus,
) {
  const admin = await asUserAdmin(deps.db, actor);
  const changed = await deps.db.transaction(async (tx) => {
    const repo = userRepo(tx, actor.companyId);
    const targets = allOrNothing(
      userIds,
      await repo.usersByIds(userIds),
      (target) => canChangeUserStatus(admin, target) === 'allowed',
    );
    if (status !== 'active') await keepAnOwner(tx, actor.companyId, userIds);
    return repo.setStatus(
      targets.map((target) => target.id),
      status,
    );
  });
  // After the commit: revoking uses the shared handle (PGlite has a single connection).
  await afterStatusChange(deps, changed, status);
  return changed;
}

/** The user of the company with what the access policy decides on; null when missing, deleted or foreign. */
export async function findUserTarget(db: Db, companyId: string, userId: string) {
  const [target] = await userRepo(db, companyId).usersByIds([userId]);
  return target ?? null;
}
