import type { Permission } from '../permissions.ts';

/**
 * Who may change which fields of a completed display (spec 02 §6): editing needs EDIT_DISPLAY and, per changed field
 * group, that group's key. The server refuses an edit that changes a field without its key (403); the wizard shows
 * such fields read-only. Drafts and unfinished copies need only the wizard's key (CREATE_DISPLAY or EDIT_DISPLAY).
 */
export const displayFieldGroups = [
  ['SET_DISPLAY_GENERAL_INFO', ['title', 'description', 'keywords']],
  ['SET_DISPLAY_CATEGORY', ['categoryId']],
  ['SET_DISPLAY_ACCESS_CONTROLS', ['accessibility', 'location', 'shareOptions']],
  ['MANAGE_DISPLAY_CONTENT_FILTERS', ['excludedIndustries', 'predefinedFilters']],
  [
    'SET_DISPLAY_SPECIFICATION',
    [
      ...['displayType', 'brand', 'model', 'serialNumber', 'sound', 'operatingSystem', 'alignment', 'screens'],
      ...['sizeInches', 'widthCm', 'heightCm', 'resolution', 'resolutionWidth', 'resolutionHeight', 'aspectRatio'],
    ],
  ],
  ['SET_DISPLAY_AVAILABLE_TIMES', ['availability', 'availableDays']],
  [
    'SET_DISPLAY_LOCATION_ADDRESS',
    [
      ...['street', 'houseNumber', 'postcode', 'town', 'district', 'federalState', 'country'],
      ...['placement', 'locationDescription', 'latitude', 'longitude'],
    ],
  ],
  ['SET_DISPLAY_VALUATION', ['visibilityRate', 'visitorCount', 'peakTimes']],
  ['SET_DISPLAY_PRICE_RATE', ['priceCredits']],
  ['SET_DISPLAY_STATUS', ['isActive']],
  ['SEND_DISPLAY_TOKEN', ['tokenEmail']],
] as const satisfies readonly (readonly [Permission, readonly string[]])[];

/** A stored display field an edit of a completed display may change (the server's column names). */
export type DisplayEditField = (typeof displayFieldGroups)[number][1][number];

/** The key each field needs, besides EDIT_DISPLAY. */
export const displayFieldPermissions = Object.fromEntries(
  displayFieldGroups.flatMap(([key, fields]) => fields.map((field) => [field, key])),
) as Record<DisplayEditField, Permission>;

/** The key each kind of display medium needs (uploading and deleting, whatever the display's status). */
export const displayMediaPermissions = {
  location: 'MANAGE_LOCATION_MEDIA',
  placeholder: 'MANAGE_PLACEHOLDER_MEDIA',
} as const satisfies Record<'location' | 'placeholder', Permission>;

/** The keys missing for changing `fields` of a completed display (empty: the edit is allowed). */
export function missingFieldPermissions(has: (key: Permission) => boolean, fields: readonly string[]): Permission[] {
  const needed = new Set(
    fields
      .map((field) => displayFieldPermissions[field as DisplayEditField])
      .filter((key): key is Permission => key !== undefined),
  );
  return [...needed].filter((key) => !has(key));
}

/**
 * Who may change a display through the creation wizard (its steps and media), by the display's status:
 * CREATE_DISPLAY for a draft, CREATE_DISPLAY or EDIT_DISPLAY for a duplicated display, EDIT_DISPLAY for a completed
 * one. The server enforces it; the web shows Finish setup and Edit only to those it allows. (Here, not beside the
 * permission catalogue, so a page that asks only this does not load the catalogue.)
 */
export function canWriteDisplay(
  has: (key: Permission) => boolean,
  status: 'draft' | 'duplicated' | 'completed',
): boolean {
  if (status === 'completed') return has('EDIT_DISPLAY');
  if (status === 'duplicated') return has('CREATE_DISPLAY') || has('EDIT_DISPLAY');
  return has('CREATE_DISPLAY');
}
