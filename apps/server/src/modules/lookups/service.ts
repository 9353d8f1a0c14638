import type { Language, LookupGroup, LookupItem } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { findCodes, listGroup } from './repository.ts';

/**
 * Lookup groups never change while the process runs (syncLookups writes them at start), so each group is read once
 * per app and served from memory afterwards.
 */
export function createLookupCache(db: Db) {
  const cache = new Map<LookupGroup, Promise<Record<Language, LookupItem[]>>>();
  return (group: LookupGroup, lang: Language): Promise<LookupItem[]> => {
    let entry = cache.get(group);
    if (!entry) {
      entry = listGroup(db, group).then((rows) => ({
        en: rows.map((r) => ({ code: r.code, label: r.labelEn, extra: r.extra })),
        de: rows.map((r) => ({ code: r.code, label: r.labelDe, extra: r.extra })),
      }));
      entry.catch(() => cache.delete(group));
      cache.set(group, entry);
    }
    return entry.then((byLang) => byLang[lang]);
  };
}

export type CodeCheck = { path: string; group: LookupGroup; code: string | undefined };

/**
 * Checks that every code exists in its lookup group (one query) and that a federal state belongs to the chosen
 * country; throws a 400 with one `{ path, message }` per bad field, like a schema error.
 */
export async function assertLookupCodes(
  db: Db,
  lang: Language,
  checks: CodeCheck[],
  country?: { statePath: string; country: string },
) {
  const present = checks.filter((c): c is CodeCheck & { code: string } => c.code !== undefined);
  const found = await findCodes(
    db,
    present.map((c) => ({ group: c.group, code: c.code })),
  );
  const key = (group: string, code: string) => `${group}\u0000${code}`;
  const byKey = new Map(found.map((f) => [key(f.group, f.code), f]));
  const bad = new Set<string>();
  for (const c of present) {
    const row = byKey.get(key(c.group, c.code));
    if (!row) bad.add(c.path);
    else if (country && c.path === country.statePath && row.extra !== null && row.extra !== country.country)
      bad.add(c.path);
  }
  if (bad.size > 0) {
    const message = t(lang, 'validation.invalid');
    const errors = present.filter((c) => bad.has(c.path)).map((c) => ({ path: c.path, message }));
    throw new ApiError(400, 'validation.invalidBody', {}, { errors });
  }
}
