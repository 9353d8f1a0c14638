import { type Language, type PresetRole, presetRoleOrder, presetRoles } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { t } from '../../lib/i18n.ts';
import { type NewCompany, insertCompanyWithRoles } from './repository.ts';

export type { NewCompany };

/** Preset roles are shown in the reader's language; custom roles keep the label their company gave them. */
export const roleLabel = (lang: Language, role: { label: string; preset: string | null }) =>
  role.preset && presetRoleOrder.includes(role.preset as PresetRole)
    ? t(lang, `apiOrganization.presetRoles.${role.preset}`)
    : role.label;

export const presetRoleLabels: Record<PresetRole, string> = {
  owner: 'Owner',
  administrator: 'Administrator',
  editor: 'Editor',
  viewer: 'Viewer',
};

/**
 * Creates a company with its preset roles (Owner, Administrator, Editor, Viewer) in the caller's transaction and
 * answers the company and the id of each preset role.
 */
export async function createCompanyWithRoles(tx: Db, values: NewCompany) {
  const { company, roles } = await insertCompanyWithRoles(
    tx,
    values,
    presetRoleOrder.map((preset) => ({
      label: presetRoleLabels[preset],
      preset,
      permissions: [...presetRoles[preset]],
    })),
  );
  const roleIds = Object.fromEntries(roles.map((r) => [r.preset, r.id])) as Record<PresetRole, string>;
  return { company, roleIds };
}
