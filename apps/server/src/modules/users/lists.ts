import { type Language, type PresetRole, presetRoleOrder } from '@plakat/shared';
import { roleLabel } from './companies.ts';
import type { Db } from '../../db/client.ts';
import { userRepo } from './repository.ts';

/** Lists are short; they are sorted the way a reader of the language expects (ä next to a in German). */
const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
  de: new Intl.Collator('de', { sensitivity: 'base', numeric: true }),
};
const byText =
  <T>(lang: Language, text: (item: T) => string) =>
  (a: T, b: T) =>
    collators[lang].compare(text(a), text(b));

/** The select lists of the user overview (platform spec §2, §7), for the actor's company. */
export async function companyList(db: Db, companyId: string, lang: Language) {
  const rows = await userRepo(db, companyId).visibleCompanies();
  return rows.sort(byText(lang, (r) => r.label));
}

export async function departmentList(db: Db, companyId: string, lang: Language) {
  const rows = await userRepo(db, companyId).departments();
  return rows.sort(byText(lang, (r) => r.name));
}

type ListedRole = { id: string; label: string; preset: string | null; permissions: string[] };

/**
 * Preset roles first in their fixed order (Owner, Administrator, Editor, Viewer), then custom roles by label; `include`
 * narrows the list (the roles an actor may give).
 */
export async function roleList(
  db: Db,
  companyId: string,
  lang: Language,
  include: (role: ListedRole) => boolean = () => true,
) {
  const rank = (preset: string | null) => {
    const i = presetRoleOrder.indexOf(preset as PresetRole);
    return i === -1 ? presetRoleOrder.length : i;
  };
  const rows = (await userRepo(db, companyId).roles()).filter(include);
  const labels = byText<{ label: string }>(lang, (r) => r.label);
  return rows
    .sort((a, b) => rank(a.preset) - rank(b.preset) || labels(a, b))
    .map((role) => ({ id: role.id, label: roleLabel(lang, role) }));
}

export async function categoryList(db: Db, companyId: string, lang: Language) {
  const rows = await userRepo(db, companyId).categories();
  return rows.sort(byText(lang, (r) => r.title));
}
