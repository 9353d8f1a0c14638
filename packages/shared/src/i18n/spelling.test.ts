import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One spelling per term: a title, its page heading and the links to it must not read "Display-Details" in one place
 * and "Displaydetails" in another. German compounds with an English word take the hyphen (Duden), "ID" is capitals.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

function texts(lang: string): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push({ where, text: value.replace(/\{\{[^}]*\}\}/g, '') });
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
  };
  for (const file of readdirSync(path.join(root, lang)).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(root, lang, file), 'utf8')), file);
  return out;
}

/** Variant spellings and the one to use instead. */
const forbidden: Record<'de' | 'en', [RegExp, string][]> = {
  de: [
    [/\bDisplaydetails\b/, 'Display-Details'],
    [/\bDisplayverwaltung\b/, 'Display-Verwaltung'],
    [/\bDisplay-Id\b/, 'Display-ID'],
    [/\bId\b/, 'ID'],
  ],
  en: [
    [/\bDisplay Id\b/, 'Display ID'],
    [/\bId\b/, 'ID'],
  ],
};

describe.each(['de', 'en'] as const)('%s texts', (lang) => {
  it.each(forbidden[lang])('never write %s (but %s)', (variant, preferred) => {
    const found = texts(lang).filter(({ text }) => variant.test(text));
    expect(found.map(({ where }) => `${where}: use ${preferred}`)).toEqual([]);
  });
});

describe('de texts', () => {
  it('write no term both with and without its hyphen (Display-Verwaltung and Displayverwaltung)', () => {
    const all = texts('de').map(({ text }) => text);
    const hyphenated = new Set(all.flatMap((text) => text.match(/[A-Za-zÄÖÜäöüß]+-[A-Za-zÄÖÜäöüß]+/g) ?? []));
    const words = new Set(all.flatMap((text) => text.toLowerCase().match(/[a-zäöüß]+/g) ?? []));
    const both = [...hyphenated].filter((word) => words.has(word.replace('-', '').toLowerCase()));
    expect(both).toEqual([]);
  });
});
