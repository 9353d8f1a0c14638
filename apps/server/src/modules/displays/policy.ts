import { type Permission, canWriteDisplay } from '@plakat/shared';
import { notFound } from '../../lib/errors.ts';
import type { DisplayRow, DisplayValues } from './repository/displays.ts';

/**
 * Who may do what with a display: small pure abilities, the tenant check first. Routes name the one key a call
 * needs (route config); the abilities here decide what depends on the display itself (its company, its status, the
 * fields an edit changes, the kind of a medium).
 */
export type DisplayActor = { userId: string; companyId: string; permissions: ReadonlySet<Permission> };
type Owned = Pick<DisplayRow, 'companyId'>;

const has = (actor: DisplayActor, key: Permission) => actor.permissions.has(key);
export const ownsDisplay = (actor: DisplayActor, display: Owned) => display.companyId === actor.companyId;

/**
 * The displays an id list names, all or nothing: any id that is missing or belongs to another company answers the
 * same 404, so a caller cannot tell "not there" from "not yours".
 */
export function authorizeBatch<T extends Owned & { id: string }>(actor: DisplayActor, ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.filter((r) => ownsDisplay(actor, r)).map((r) => [r.id, r]));
  const found = [...new Set(ids)].map((id) => byId.get(id));
  if (found.some((r) => r === undefined)) throw notFound();
  return found as T[];
}

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

/** The key each kind of display medium needs. */
export const mediaPermission = {
  location: 'MANAGE_LOCATION_MEDIA',
  placeholder: 'MANAGE_PLACEHOLDER_MEDIA',
} as const satisfies Record<'location' | 'placeholder', Permission>;

/** Managing one kind of display media (the display itself is checked by `canWriteInWizard`). */
export const mayManageMediaKind = (actor: DisplayActor, kind: keyof typeof mediaPermission) =>
  has(actor, mediaPermission[kind]);

/** A partner company's user reads displays shared with it with GET_PARTNER_DISPLAYS_INFO. */
export const mayReadSharedDisplays = (actor: DisplayActor) => has(actor, 'GET_PARTNER_DISPLAYS_INFO');

/** The wizard's partner list of a completed display changes its sharing: SET_DISPLAY_ACCESS_CONTROLS. */
export const maySetPartnersInWizard = (actor: DisplayActor, display: Pick<DisplayRow, 'status'>) =>
  display.status !== 'completed' || has(actor, 'SET_DISPLAY_ACCESS_CONTROLS');

type Column = keyof DisplayValues;
const groups: [Permission, Column[]][] = [
  ['SET_DISPLAY_GENERAL_INFO', ['title', 'description', 'keywords']],
  ['SET_DISPLAY_CATEGORY', ['categoryId']],
  ['SET_DISPLAY_ACCESS_CONTROLS', ['accessibility', 'location', 'shareOptions']],
  ['MANAGE_DISPLAY_CONTENT_FILTERS', ['excludedIndustries', 'predefinedFilters']],
  [
    'SET_DISPLAY_SPECIFICATION',
    [
      ...['displayType', 'brand', 'model', 'serialNumber', 'sound', 'operatingSystem', 'alignment', 'screens'],
      ...['sizeInches', 'widthCm', 'heightCm', 'resolution', 'resolutionWidth', 'resolutionHeight', 'aspectRatio'],
    ] as Column[],
  ],
  ['SET_DISPLAY_AVAILABLE_TIMES', ['availability', 'availableDays']],
  [
    'SET_DISPLAY_LOCATION_ADDRESS',
    [
      ...['street', 'houseNumber', 'postcode', 'town', 'district', 'federalState', 'country'],
      ...['placement', 'locationDescription', 'latitude', 'longitude'],
    ] as Column[],
  ],
  ['SET_DISPLAY_VALUATION', ['visibilityRate', 'visitorCount', 'peakTimes']],
  ['SET_DISPLAY_PRICE_RATE', ['priceCredits']],
  ['SET_DISPLAY_STATUS', ['isActive']],
  ['SEND_DISPLAY_TOKEN', ['tokenEmail']],
];

/** The key an edit of a completed display needs per changed column, besides EDIT_DISPLAY (spec 02 §6). */
export const fieldPermissions: Partial<Record<Column, Permission>> = Object.fromEntries(
  groups.flatMap(([key, columns]) => columns.map((c) => [c, key])),
);

/** The keys the actor lacks for the changed columns of a completed display (empty: the edit is allowed). */
export function missingFieldPermissions(actor: DisplayActor, changed: Column[]): Permission[] {
  const needed = new Set(changed.map((c) => fieldPermissions[c]).filter((k): k is Permission => k !== undefined));
  return [...needed].filter((key) => !has(actor, key));
}
