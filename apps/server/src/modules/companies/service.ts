import { type Language, type PresetRole, presetRoleOrder, presetRoles } from '@plakat/shared';
import { t } from '../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import { companies, roles } from '../../db/schema/index.ts';

/** Preset roles are shown in the reader's language; custom roles keep the label their company gave them. */
export const roleLabel = (lang: Language, role: { label: string; preset: string | null }) =>
  role.preset && presetRoleOrder.includes(role.preset as PresetRole)
    ? t(lang, `apiOrganization.presetRoles.${role.preset}`)
    : role.label;

export type NewCompany = typeof companies.$inferInsert;
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
  const [company] = await tx.insert(companies).values(values).returning();
  const created = await tx
    .insert(roles)
    .values(
      presetRoleOrder.map((preset) => ({
        companyId: company.id,
        label: presetRoleLabels[preset],
        preset,
        permissions: [...presetRoles[preset]],
      })),
    )
    .returning({ id: roles.id, preset: roles.preset });
  const roleIds = Object.fromEntries(created.map((r) => [r.preset, r.id])) as Record<PresetRole, string>;
  return { company, roleIds };
}
