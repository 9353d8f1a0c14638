import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupGroups } from '@plakat/shared';
import { lookupData } from '../../db/reference/lookups-data.ts';
import { lookupRows, syncLookups } from '../../db/reference/sync-lookups.ts';
import { lookups } from '../../db/schema/index.ts';
import { type TestApp, buildTestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/lookups/:group', () => {
  it('answers a group in its sort order, labelled in English or German', async () => {
    const en = await get('/api/lookups/industries?lang=en');
    expect(en.statusCode).toBe(200);
    expect(en.json().items.map((i: { code: string }) => i.code)).toEqual(lookupData.industries.map((r) => r[0]));
    expect(en.json().items[0]).toEqual({ code: 'retail', label: 'Retail', extra: null });
    const de = await get('/api/lookups/industries?lang=de');
    expect(de.json().items[0]).toEqual({ code: 'retail', label: 'Einzelhandel', extra: null });
    expect(de.json().items.find((i: { code: string }) => i.code === 'realEstate').label).toBe('Immobilien');
  });

  it('uses Accept-Language when no lang is given, and English otherwise', async () => {
    expect((await get('/api/lookups/salutations', { 'accept-language': 'de-DE,de;q=0.9' })).json().items[0].label).toBe(
      'Herr',
    );
    expect((await get('/api/lookups/salutations')).json().items[0].label).toBe('Mr');
  });

  it('answers every group of the spec with labels in both languages', async () => {
    for (const group of lookupGroups) {
      const [en, de] = await Promise.all([get(`/api/lookups/${group}?lang=en`), get(`/api/lookups/${group}?lang=de`)]);
      expect(en.statusCode, group).toBe(200);
      expect(en.json().items.length, group).toBe(lookupData[group].length);
      expect(en.json().items.length, group).toBeGreaterThan(2);
      for (const [i, item] of de.json().items.entries()) {
        expect(item.label.length, `${group} ${item.code}`).toBeGreaterThan(0);
        expect(item.code).toBe(en.json().items[i].code);
      }
    }
  });

  it('carries the country of a federal state and of a calling code in extra', async () => {
    const states = (await get('/api/lookups/federalStates?lang=de')).json().items as {
      code: string;
      label: string;
      extra: string | null;
    }[];
    expect(states.filter((s) => s.extra === 'DE')).toHaveLength(16);
    expect(states.filter((s) => s.extra === 'AT')).toHaveLength(9);
    expect(states.find((s) => s.code === 'DE-BY')?.label).toBe('Bayern');
    expect(states.find((s) => s.code === 'AT-9')?.label).toBe('Wien');
    const codes = (await get('/api/lookups/countryCallingCodes?lang=de')).json().items;
    expect(codes[0]).toEqual({ code: '+49', label: 'Deutschland (+49)', extra: 'DE' });
    expect(codes.find((c: { code: string }) => c.code === '+1').label).toBe('USA / Kanada (+1)');
    const countries = (await get('/api/lookups/countries')).json().items.map((c: { code: string }) => c.code);
    for (const code of ['DE', 'AT', 'CH', 'FR', 'PL', 'GB', 'US', 'TR']) expect(countries).toContain(code);
  });

  it('answers 400 for an unknown group, an unknown query key and an unknown language', async () => {
    for (const url of ['/api/lookups/planets', '/api/lookups/industries?foo=1', '/api/lookups/industries?lang=fr']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('The request is not valid');
    }
  });
});

describe('syncLookups', () => {
  it('is idempotent and repairs changed, missing and stray rows', async () => {
    await t.db
      .update(lookups)
      .set({ labelDe: 'kaputt' })
      .where(and(eq(lookups.group, 'federalStates'), eq(lookups.code, 'DE-BE')));
    await t.db.delete(lookups).where(and(eq(lookups.group, 'titles'), eq(lookups.code, 'dr')));
    await t.db.insert(lookups).values({ group: 'industries', code: 'stray', labelEn: 'x', labelDe: 'y' });
    await syncLookups(t.db);
    await syncLookups(t.db);
    const [{ n }] = (await t.db.execute(sql`SELECT count(*)::int AS n FROM lookups`)).rows as { n: number }[];
    expect(n).toBe(lookupRows().length);
    const [berlin] = await t.db
      .select()
      .from(lookups)
      .where(and(eq(lookups.group, 'federalStates'), eq(lookups.code, 'DE-BE')));
    expect(berlin).toMatchObject({ labelDe: 'Berlin', extra: 'DE' });
    expect(await t.db.select().from(lookups).where(eq(lookups.code, 'stray'))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(lookups)
        .where(and(eq(lookups.group, 'titles'), eq(lookups.code, 'dr'))),
    ).toHaveLength(1);
  });

  it('has unique codes per group', () => {
    for (const group of lookupGroups) {
      const codes = lookupData[group].map((r) => r[0]);
      expect(new Set(codes).size, group).toBe(codes.length);
    }
  });
});
