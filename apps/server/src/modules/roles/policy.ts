import type { Permission, RoleScope } from '@plakat/shared';
import type { TenantActor } from '../../lib/actor.ts';
import { conflict, forbidden } from '../../lib/errors.ts';

type RoleShape = { preset: string | null; permissions: string[]; displayScope: RoleScope; mediaScope: RoleScope };
type Grant = { permissions: readonly string[]; displayScope: RoleScope; mediaScope: RoleScope };

/** Preset roles are the same in every company and read-only: only custom roles are renamed, edited or deleted. */
export function assertCustom(role: { preset: string | null }) {
  if (role.preset !== null) throw conflict('apiRoles.presetReadOnly');
}

/**
 * No user grants what they do not hold: every key a role gains must be one of the actor's, and a scope may widen to
 * `all` only for an actor whose own keys reach every display (or private file). `before` is the role as it was
 * (nothing for a new role), so keys and scopes it already had stay untouched by the rule. Answers 403 naming no key.
 */
export function assertGrantable(actor: TenantActor, next: Grant, before?: RoleShape) {
  const had = new Set(before?.permissions ?? []);
  const gained = next.permissions.filter((key) => !had.has(key));
  const widens = (scope: RoleScope, previous: RoleScope | undefined, reachesAll: boolean) =>
    scope === 'all' && previous !== 'all' && !reachesAll;
  if (
    gained.some((key) => !actor.permissions.has(key as Permission)) ||
    widens(next.displayScope, before?.displayScope, actor.reach.displays.all) ||
    widens(next.mediaScope, before?.mediaScope, actor.reach.media.all)
  )
    throw forbidden('apiRoles.cannotGrant');
}
