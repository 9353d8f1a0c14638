import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Language, isLanguage, languages } from '@plakat/shared';

type Tree = { [key: string]: string | Tree };
const i18nDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/shared/src/i18n');

/** Every namespace of packages/shared/src/i18n, loaded once: `t('de', 'api.loginFailed')`. */
const dictionaries: Record<Language, Tree> = Object.fromEntries(
  languages.map((lang) => {
    const dir = path.join(i18nDir, lang);
    const tree: Tree = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      tree[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    }
    return [lang, tree];
  }),
) as Record<Language, Tree>;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function t(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(dictionaries[lang], key) ?? lookup(dictionaries.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const hasKey = (key: string) => lookup(dictionaries.en, key) !== undefined;

/** The request's language: `?lang=` first, then Accept-Language, else English. */
export function pickLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const fromQuery = (query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : 'en';
}
