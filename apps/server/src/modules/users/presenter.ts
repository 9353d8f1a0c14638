import { type Profile, isPermission } from '@plakat/shared';
import type { ProfileRow } from './repository.ts';

/** Whitelists what the profile shows; permissions are the role's known keys, sorted. */
export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    isCompleted: row.isCompleted,
    userType: row.userType,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    company: row.companyId && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
    role: row.roleId && row.roleLabel !== null ? { id: row.roleId, label: row.roleLabel } : null,
    permissions: (row.permissions ?? []).filter(isPermission).sort(),
  };
}
