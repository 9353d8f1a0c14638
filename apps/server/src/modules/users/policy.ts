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
  /** Holds the company's Owner role. */
  isOwner: boolean;
};
export type RoleTarget = { id: string; companyId: string; preset: string | null; permissions?: readonly string[] };
/** The acting user as the user administration sees it: its keys and whether it holds the Owner role itself. */
export type UserAdmin = CompanyActor & { isOwner: boolean };

const sameCompany = (actor: CompanyActor, companyId: string | null) =>
  actor.companyId !== null && companyId === actor.companyId;

/** The keys that changing something about `target` needs: external users need the external key as well. */
const keysFor = (target: UserTarget, internal: Permission, external: Permission): Permission[] =>
  target.affiliation === 'external' ? [internal, external] : [internal];

const hasAll = (actor: CompanyActor, keys: Permission[]) => keys.every((key) => actor.permissions.has(key));

/**
 * The common part of changing another user: the tenant first, never oneself (`self` false), and the keys (with the
 * external key for an external user). An owner may be paused or deleted by anyone with the keys while another
 * active owner remains (`leavesNoOwner`, 409 otherwise).
 */
function decide(actor: UserAdmin, target: UserTarget, keys: [Permission, Permission], self: boolean): Decision {
  if (!sameCompany(actor, target.companyId)) return 'notFound';
  if (!self && target.id === actor.userId) return 'forbidden';
  return hasAll(actor, keysFor(target, ...keys)) ? 'allowed' : 'forbidden';
}

/**
 * Blocking or unblocking (EDIT_USER_STATUS, plus EDIT_EXTERNAL_USER for external users). Nobody changes their own
 * status; the last active owner stays active (`leavesNoOwner`).
 */
export const canChangeUserStatus = (actor: UserAdmin, target: UserTarget): Decision =>
  decide(actor, target, ['EDIT_USER_STATUS', 'EDIT_EXTERNAL_USER'], false);

/** Category and department (EDIT_USER, plus EDIT_EXTERNAL_USER for external users); one's own included. */
export const canEditUser = (actor: UserAdmin, target: UserTarget): Decision =>
  decide(actor, target, ['EDIT_USER', 'EDIT_EXTERNAL_USER'], true);

/** Deleting (DELETE_USER, plus DELETE_EXTERNAL_USER for external users); never oneself, never the last owner. */
export const canDeleteUser = (actor: UserAdmin, target: UserTarget): Decision =>
  decide(actor, target, ['DELETE_USER', 'DELETE_EXTERNAL_USER'], false);

/**
 * Giving or taking a role (ASSIGN_ROLE, ASSIGN_ROLE_EXTERNAL for external users): the user and the role both belong
 * to the actor's company; nobody changes their own roles; the Owner role and an owner's roles only by an owner; a
 * role given (`granting`) may not carry a key the actor does not hold.
 */
export function canAssignRole(actor: UserAdmin, target: UserTarget, role: RoleTarget, granting = true): Decision {
  if (!sameCompany(actor, role.companyId)) return 'notFound';
  const decision = decide(actor, target, ['ASSIGN_ROLE', 'ASSIGN_ROLE_EXTERNAL'], false);
  if (decision !== 'allowed') return decision;
  if ((role.preset === 'owner' || target.isOwner) && !actor.isOwner) return 'forbidden';
  const keys = role.permissions ?? [];
  if (granting && !keys.every((key) => actor.permissions.has(key as Permission))) return 'forbidden';
  return 'allowed';
}

/**
 * True when the company would have no active owner left once `leaving` (users paused, deactivated, deleted or losing
 * the Owner role) are gone: the last owner cannot be removed, paused or demoted (409).
 */
export function leavesNoOwner(activeOwnerIds: readonly string[], leaving: readonly string[]): boolean {
  const gone = new Set(leaving);
  return activeOwnerIds.some((id) => gone.has(id)) && activeOwnerIds.every((id) => gone.has(id));
}
