import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Checks every translation file: en and de have the same keys and the same {{variables}}, and no variable is named
 * like one of i18next's own options. `t('key', { lng: 13.4 })` does not fill `{{lng}}` alone, it also switches the
 * language of that text to "13.4", so a German page showed English text.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const reserved = [
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'defaultValue',
  'context',
  'replace',
  'returnObjects',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keyPrefix',
];

type Flat = Map<string, string>;
function flatten(value: unknown, prefix: string, out: Flat) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const load = (lang: string, file: string) =>
  flatten(JSON.parse(readFileSync(path.join(root, lang, file), 'utf8')), '', new Map());
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const files = readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

describe.each(files)('%s', (file) => {
  const en = load('en', file);
  const de = load('de', file);

  it('has the same keys in en and de', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('uses the same variables in en and de', () => {
    const differ = [...en].filter(
      ([key, text]) => de.has(key) && variables(text).join() !== variables(de.get(key) as string).join(),
    );
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('names no variable like an i18next option (lng, ns, context, ...)', () => {
    const bad = [...en, ...de].filter(([, text]) => variables(text).some((v) => reserved.includes(v)));
    expect(bad.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
