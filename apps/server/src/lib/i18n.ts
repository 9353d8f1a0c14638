import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type Resource, type TFunction } from 'i18next';
import { type Language, defaultLanguage, isLanguage, languages } from '@plakat/shared';
import { i18nDir } from './runtime-paths.ts';

/** Every namespace of packages/shared/src/i18n (one JSON file each), the same files the web app bundles. */
function loadResources(): Resource {
  const resources: Resource = {};
  for (const lang of languages) {
    resources[lang] = {};
    const dir = path.join(i18nDir, lang);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      resources[lang][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return resources;
}

const resources = loadResources();
const namespaces = Object.keys(resources[defaultLanguage]);
const namespaceSet = new Set(namespaces);

/**
 * One i18next instance for the server, configured like the web app's (apps/web/src/lib/i18n.ts): `{{name}}`
 * interpolation without HTML escaping (mails escape their own HTML), `_one`/`_other` plurals by `count`, English as
 * the fallback. Server keys name their namespace first (`api.loginFailed`), so the namespace separator is the dot.
 * The resources are given up front, so initialisation is synchronous.
 */
const instance = i18next.createInstance();
instance.init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: namespaces,
  defaultNS: false,
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
  returnObjects: false,
  initAsync: false,
});

const fixed = Object.fromEntries(languages.map((lang) => [lang, instance.getFixedT(lang)])) as Record<
  Language,
  TFunction
>;

/** Splits `namespace.rest.of.key` at its first dot. */
function splitKey(key: string): { ns: string; path: string } | null {
  const dot = key.indexOf('.');
  if (dot <= 0) return null;
  const ns = key.slice(0, dot);
  return namespaceSet.has(ns) ? { ns, path: key.slice(dot + 1) } : null;
}

/** Whether `key` names a text (not a group of texts) in English, the language every key must exist in. */
export const hasKey = (key: string): boolean => {
  const parts = splitKey(key);
  return parts !== null && typeof instance.getResource(defaultLanguage, parts.ns, parts.path) === 'string';
};

/** Plural keys exist only with their suffixes (`total_one`, `total_other`). */
const hasPlural = (key: string) => hasKey(`${key}_other`);

/**
 * `t('de', 'apiAuth.loginFailed')`; a missing German text answers the English one. An unknown key answers itself
 * in full (i18next alone would drop the namespace).
 */
export function t(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  if (!hasKey(key) && !hasPlural(key)) return key;
  return fixed[lang](key, params) as string;
}

/** The request's language: `?lang=` first, then Accept-Language, else English. */
export function pickLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const fromQuery = (query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : 'en';
}

/** The language of a Fastify request (`pickLanguage` on its query and Accept-Language header). */
export const requestLanguage = (request: { query: unknown; headers: { 'accept-language'?: string } }) =>
  pickLanguage(request.query, request.headers['accept-language']);
