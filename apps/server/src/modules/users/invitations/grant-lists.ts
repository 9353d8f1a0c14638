import type { Language, Permission } from '@plakat/shared';
import { forbidden } from '../../../lib/errors.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { departmentList, roleList } from '../lists.ts';
import { grantsOnlyHeldKeys } from './service.ts';

/** The keys of the two ways into the company; either lets its holder read what the dialogs offer. */
export const grantKeys = ['INVITE_USERS', 'CREATE_USER'] as const satisfies readonly Permission[];

function requireGrantKey(actor: TenantActor) {
  if (!grantKeys.some((key) => actor.permissions.has(key))) throw forbidden();
}

/**
 * GET /invitations/roles: the roles the actor may give an invited or created user, those without a key the actor
 * lacks (the rule `checkGrant` enforces), so the dialogs do not need GET_USERS's list of every role.
 */
export async function grantableRoles(deps: Core, actor: TenantActor, lang: Language) {
  requireGrantKey(actor);
  return roleList(deps.db, actor.companyId, lang, (role) => grantsOnlyHeldKeys(actor, role));
}

/** GET /invitations/departments: the departments an invited or created user may be put into. */
export async function grantableDepartments(deps: Core, actor: TenantActor, lang: Language) {
  requireGrantKey(actor);
  return departmentList(deps.db, actor.companyId, lang);
}
