import type { UserStatus } from '@plakat/shared';
import { notFound } from '../../lib/errors.ts';
import type { CompanyActor } from '../../lib/actor.ts';
import { revokeAllSessions } from '../auth/index.ts';
import type { Core } from '../../core.ts';
import { allOrNothing } from '../../lib/batch.ts';
import { canChangeUserStatus } from './policy.ts';
import { userRepo } from './repository.ts';

/**
 * The session side of a status change: pausing blocks (every session ends). The session cache needs no word: the
 * status change itself bumps the user's auth revision (migration 0006).
 */
async function afterStatusChange(deps: Core, userIds: readonly string[], status: UserStatus) {
  if (status !== 'paused') return;
  for (const userId of userIds) await revokeAllSessions(deps, userId, 'user paused');
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
 * An actor blocks or unblocks users of the own company (the route declares EDIT_USER_STATUS; the policy decides per
 * user). The batch is decided as a whole: one 404 when any id is missing, foreign or not allowed.
 */
export async function changeUserStatuses(
  deps: Core,
  actor: CompanyActor & { companyId: string },
  userIds: readonly string[],
  status: UserStatus,
) {
  const changed = await deps.db.transaction(async (tx) => {
    const repo = userRepo(tx, actor.companyId);
    const targets = allOrNothing(
      userIds,
      await repo.usersByIds(userIds),
      (target) => canChangeUserStatus(actor, target) === 'allowed',
    );
    return repo.setStatus(
      targets.map((target) => target.id),
      status,
    );
  });
  // After the commit: revoking uses the shared handle (PGlite has a single connection).
  await afterStatusChange(deps, changed, status);
  return changed;
}
