import type { AssignmentBody, AssignmentResourceType } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { allowedIds } from '../access.ts';
import { assignmentRepo } from '../repository/assignments.ts';
import { mayAssignResources, privateFilesTouched } from './policy.ts';

type Target = { userId: string; roleId: string; type: AssignmentResourceType };

/** The user of the actor's company and a role it holds: 404 for another company's user or role, or a role not held. */
async function heldRole(repo: ReturnType<typeof assignmentRepo>, target: Target, opts: { forUpdate?: boolean } = {}) {
  const user = await repo.user(target.userId);
  if (!user || !(await repo.holds(target.userId, target.roleId, opts))) throw notFound();
  return user;
}

/** GET: what is assigned to the user for the role (GET_USERS), with the names the edit-user page lists. */
export async function assignedResources(deps: Core, actor: TenantActor, target: Target) {
  const repo = assignmentRepo(deps.db, actor.companyId);
  await heldRole(repo, target);
  return { items: await repo.list(target.type, target.userId, target.roleId) };
}

/**
 * PATCH: the ids become the user's assignments of the type for the role (the whole set: what is missing is
 * removed). ASSIGN_ROLE (the route), ASSIGN_ROLE_EXTERNAL for an external user, nobody for themselves (403);
 * ASSIGN_PRIVATE_FILES when a private file is added or removed (403). Another company's user, role, display or file,
 * an unknown or shut-down/deleted one, a display the actor itself does not reach, and a role the user does not hold:
 * one 404, nothing changed. One transaction.
 */
export async function assignResources(deps: Core, actor: TenantActor, target: Target, body: AssignmentBody) {
  const ids = [...new Set(body.ids)];
  await deps.db.transaction(async (tx) => {
    const repo = assignmentRepo(tx, actor.companyId);
    const user = await heldRole(repo, target, { forUpdate: true });
    const found = await repo.existing(target.type, ids);
    if (found.length !== ids.length) throw notFound();
    if (target.type === 'display') {
      const reached = await allowedIds(tx, actor, null, 'display', ids);
      if (reached.size !== ids.length) throw notFound();
    }
    if (!mayAssignResources(actor, user)) throw forbidden();
    const before = await repo.assignedIds(target.type, target.userId, target.roleId);
    const add = ids.filter((id) => !before.includes(id));
    const remove = before.filter((id) => !ids.includes(id));
    if (target.type === 'media') {
      const removed = await repo.existing('media', remove);
      if (
        privateFilesTouched([...found.filter((f) => add.includes(f.id)), ...removed]) &&
        !actor.permissions.has('ASSIGN_PRIVATE_FILES')
      )
        throw forbidden();
    }
    await repo.change(target.type, target.userId, target.roleId, add, remove);
  });
}
