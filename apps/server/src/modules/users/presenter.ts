import { type Language, type Profile, isPermission } from '@plakat/shared';
import { roleLabel } from './companies.ts';
import type { ProfileRow } from './repository.ts';

/** Whitelists what the profile shows; permissions are the known keys of the user's roles, sorted. */
export function presentProfile(row: ProfileRow, lang: Language): Profile {
  return {
    id: row.id,
    isCompleted: row.isCompleted,
    userType: row.userType,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    mustChangePassword: row.mustChangePassword,
    company: row.companyId && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
    roles: row.roles.map((role) => ({ id: role.id, label: roleLabel(lang, role) })),
    permissions: (row.permissions ?? []).filter(isPermission).sort(),
  };
}
