import { type Language, type Profile, type UserDetails, type UserListItem, isPermission } from '@plakat/shared';
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
    salutation: row.salutation,
    title: row.title,
    phoneCountryCode: row.phoneCountryCode,
    phone: row.phone,
    language: row.language,
    mustChangePassword: row.mustChangePassword,
    company: row.companyId && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
    roles: row.roles.map((role) => ({ id: role.id, label: roleLabel(lang, role) })),
    permissions: (row.permissions ?? []).filter(isPermission).sort(),
  };
}

type ListRow = Omit<UserListItem, 'company' | 'department' | 'category' | 'roles' | 'lastActivityAt'> & {
  companyId: string | null;
  companyName: string;
  departmentId: string | null;
  departmentName: string | null;
  categoryId: string | null;
  categoryTitle: string | null;
  categoryColor: string | null;
  lastActivityAt: Date | null;
  roles: { id: string; label: string; preset: string | null }[];
};

/** A user as the overview lists it: its company, department, category and roles named in the reader's language. */
export function presentUserListItem(row: ListRow, lang: Language): UserListItem {
  return {
    id: row.id,
    onlineId: row.onlineId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    company: { id: row.companyId ?? '', name: row.companyName },
    department: row.departmentId ? { id: row.departmentId, name: row.departmentName ?? '' } : null,
    roles: row.roles.map((role) => ({ id: role.id, label: roleLabel(lang, role) })),
    category: row.categoryId
      ? { id: row.categoryId, title: row.categoryTitle ?? '', color: row.categoryColor ?? '' }
      : null,
    affiliation: row.affiliation,
    status: row.status,
    position: row.position,
    entryDate: row.entryDate,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
  };
}

/** The edit-user page's user: the list row and the contact data. */
export function presentUserDetails(
  row: ListRow & {
    salutation: string | null;
    title: string | null;
    phone: string | null;
    phoneCountryCode: string | null;
    language: Language;
    createdAt: Date;
  },
  lang: Language,
): UserDetails {
  return {
    ...presentUserListItem(row, lang),
    salutation: row.salutation,
    title: row.title,
    phone: row.phone ? [row.phoneCountryCode, row.phone].filter(Boolean).join(' ') : null,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}
