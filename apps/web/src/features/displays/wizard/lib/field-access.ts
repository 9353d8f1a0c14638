import {
  type DisplayEditField,
  type DisplayStatus,
  type Permission,
  displayFieldPermissions,
  displayMediaPermissions,
} from '@plakat/shared';

/** Wizard form fields that are stored under another field's name (their key is that field's). */
const storedAs: Record<string, DisplayEditField> = {
  sizeMode: 'sizeInches',
  resolutionMode: 'resolution',
  simpleLevel: 'resolution',
  email: 'tokenEmail',
  repeatEmail: 'tokenEmail',
  // The partner list of a restricted display changes its sharing.
  partnerIds: 'shareOptions',
  partnerMessage: 'shareOptions',
};
const mediaFields: Record<string, keyof typeof displayMediaPermissions> = {
  locationMedia: 'location',
  placeholderMedia: 'placeholder',
};

/**
 * The first key the user lacks to change these wizard form fields, or null when they may (the server's rule,
 * shared in domain/display-fields.ts): on a completed display every field group has its key; media need their key
 * whatever the status; drafts and unfinished copies need nothing more than the wizard itself.
 */
export function missingKeyOf(
  fields: readonly string[],
  has: (key: Permission) => boolean,
  status: DisplayStatus | undefined,
): Permission | null {
  for (const field of fields) {
    const kind = mediaFields[field];
    const key = kind
      ? displayMediaPermissions[kind]
      : status === 'completed'
        ? displayFieldPermissions[storedAs[field] ?? (field as DisplayEditField)]
        : undefined;
    if (key && !has(key)) return key;
  }
  return null;
}
