import type { Permission } from '@plakat/shared';
import type { CompanyActor } from '../../lib/actor.ts';

/**
 * Who may do what to which user: small pure abilities, the tenant check first. A user of another company does not
 * exist for the actor (`notFound`, never `forbidden`, so ids of other companies reveal nothing).
 */
export type Decision = 'allowed' | 'forbidden' | 'notFound';

export type UserTarget = {
  id: string;
  companyId: string | null;
  userType: 'companyOwner' | 'companyUser';
  affiliation: 'internal' | 'external';
};
export type RoleTarget = { id: string; companyId: string; preset: string | null };

const sameCompany = (actor: CompanyActor, companyId: string | null) =>
  actor.companyId !== null && companyId === actor.companyId;

/** The keys that changing something about `target` needs: external users need the external key as well. */
const keysFor = (target: UserTarget, internal: Permission, external: Permission): Permission[] =>
  target.affiliation === 'external' ? [internal, external] : [internal];

const hasAll = (actor: CompanyActor, keys: Permission[]) => keys.every((key) => actor.permissions.has(key));

/**
 * Blocking or unblocking (EDIT_USER_STATUS, plus EDIT_EXTERNAL_USER for external users). Nobody changes their own
 * status, and the company owner cannot be blocked: the owner's account is the one that can always repair the rest.
 */
export function canChangeUserStatus(actor: CompanyActor, target: UserTarget): Decision {
  if (!sameCompany(actor, target.companyId)) return 'notFound';
  if (target.id === actor.userId || target.userType === 'companyOwner') return 'forbidden';
  return hasAll(actor, keysFor(target, 'EDIT_USER_STATUS', 'EDIT_EXTERNAL_USER')) ? 'allowed' : 'forbidden';
}

/**
 * Assigning a role (ASSIGN_ROLE, ASSIGN_ROLE_EXTERNAL for external users): the user and the role both belong to the
 * actor's company; nobody changes their own role, the owner keeps the Owner role, and nobody else receives it.
 */
export function canAssignRole(actor: CompanyActor, target: UserTarget, role: RoleTarget): Decision {
  if (!sameCompany(actor, target.companyId) || !sameCompany(actor, role.companyId)) return 'notFound';
  if (target.id === actor.userId || target.userType === 'companyOwner' || role.preset === 'owner') return 'forbidden';
  return hasAll(actor, keysFor(target, 'ASSIGN_ROLE', 'ASSIGN_ROLE_EXTERNAL')) ? 'allowed' : 'forbidden';
}
