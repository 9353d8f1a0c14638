import {
  type Permission,
  canWriteDisplay,
  displayFieldGroups,
  displayMediaPermissions,
  missingFieldPermissions as missingFields,
} from '@plakat/shared';
import { notFound } from '../../lib/errors.ts';
import type { AccessActor } from '../roles/index.ts';
import type { DisplayRow, DisplayValues } from './repository/displays.ts';

/**
 * Who may do what with a display: small pure abilities, the tenant check first. Routes name the one key a call
 * needs (route config); the abilities here decide what depends on the display itself (its company, its status, the
 * fields an edit changes, the kind of a medium).
 */
export type DisplayActor = AccessActor & {
  /** The key the route declares (its `config.permission`): what the display itself must be reached with. */
  routeKey?: Permission;
};
type Owned = Pick<DisplayRow, 'companyId'>;

const has = (actor: DisplayActor, key: Permission) => actor.permissions.has(key);
export const ownsDisplay = (actor: DisplayActor, display: Owned) => display.companyId === actor.companyId;

/** One display: the same 404 for missing and foreign. */
export function authorizeOne<T extends Owned>(actor: DisplayActor, row: T | null): T {
  if (!row || !ownsDisplay(actor, row)) throw notFound();
  return row;
}

/** The wizard at all (its routes): creating or editing displays. */
export const mayUseWizard = (actor: DisplayActor) => has(actor, 'CREATE_DISPLAY') || has(actor, 'EDIT_DISPLAY');

/** Changing a display through the wizard (its steps and media): the shared rule `canWriteDisplay` by status. */
export const canWriteInWizard = (actor: DisplayActor, display: Owned & Pick<DisplayRow, 'status'>) =>
  ownsDisplay(actor, display) && canWriteDisplay((key) => has(actor, key), display.status);

/** Managing one kind of display media (the display itself is checked by `canWriteInWizard`). */
export const mayManageMediaKind = (actor: DisplayActor, kind: keyof typeof displayMediaPermissions) =>
  has(actor, displayMediaPermissions[kind]);

/** A partner company's user reads displays shared with it with GET_PARTNER_DISPLAYS_INFO. */
export const mayReadSharedDisplays = (actor: DisplayActor) => has(actor, 'GET_PARTNER_DISPLAYS_INFO');

/** The wizard's partner list of a completed display changes its sharing: SET_DISPLAY_ACCESS_CONTROLS. */
export const maySetPartnersInWizard = (actor: DisplayActor, display: Pick<DisplayRow, 'status'>) =>
  display.status !== 'completed' || has(actor, 'SET_DISPLAY_ACCESS_CONTROLS');

type Column = keyof DisplayValues;
// Every field of the shared field groups is a stored column (a renamed column fails type checking here).
displayFieldGroups satisfies readonly (readonly [Permission, readonly Column[]])[];

/**
 * The keys the actor lacks for the changed columns of a completed display (empty: the edit is allowed). The field
 * groups and their keys live in the shared domain (domain/display-fields.ts), so the wizard shows the fields the
 * actor may not change read-only.
 */
export const missingFieldPermissions = (actor: DisplayActor, changed: Column[]): Permission[] =>
  missingFields((key) => has(actor, key), changed);
