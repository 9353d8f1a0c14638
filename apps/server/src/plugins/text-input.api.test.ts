import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, displays } from '../db/schema/index.ts';
import {
  type Login,
  companyOf,
  createCompany,
  createDisplay,
  createLoggedInUser,
  createSuperpanelAdmin,
} from '../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../test/helper.ts';

let t: TestApp;
let owner: Login;
beforeAll(async () => {
  t = await buildTestApp();
  const { company, roleIds } = await createCompany(t.db, { name: 'Textprüfung GmbH' });
  owner = await createLoggedInUser(t.app.deps, {
    companyId: company.id,
    roleId: roleIds.owner,
    userType: 'companyOwner',
  });
});
afterAll(() => t.close());

const invalidCharacters = {
  en: 'This field contains characters that are not allowed (control or invisible characters)',
  de: 'Dieses Feld enthält nicht erlaubte Zeichen (Steuer- oder unsichtbare Zeichen)',
};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = owner.accessToken) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload: payload as object } : {}),
  });
const general = {
  title: 'Schaufenster',
  description: 'Erste Zeile\nZweite Zeile\tmit Tab',
  keywords: ['eingang'],
  accessibility: 'public',
  location: 'external',
  shareOptions: 'share',
};

describe('text with characters the database cannot take or a reader could be fooled by', () => {
  it('answers 400 with a translated field error for a NUL in the search keyword (500 on PostgreSQL before)', async () => {
    for (const lang of ['en', 'de'] as const) {
      const res = await call('POST', `/displays/search?lang=${lang}&keyword=K%00ln`, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'keyword', message: invalidCharacters[lang] }]);
    }
  });

  it('answers 400 for a NUL anywhere in a body: search filters, wizard fields, login, superpanel keyword', async () => {
    const searched = await call('POST', '/displays/search', { town: 'Berlin\u0000' });
    expect(searched.statusCode).toBe(400);
    expect(searched.json().errors).toEqual([{ path: 'town', message: invalidCharacters.en }]);

    const partner = await call('POST', '/partnerDisplays/search', { IdOrTitle: '\u0000' });
    expect(partner.statusCode).toBe(400);

    const draft = await call('POST', '/displays', { ...general, keywords: ['ok', 'n\u0000'] });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().errors).toEqual([{ path: 'keywords.1', message: invalidCharacters.en }]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.test', password: 'secret\u0000' },
    });
    expect(login.statusCode).toBe(400);

    const admin = await createSuperpanelAdmin(t.app.deps);
    const superpanel = await call('GET', '/superpanel/companies?keyword=%00', undefined, admin.accessToken);
    expect(superpanel.statusCode).toBe(400);
  });

  it('refuses other control characters and lone surrogates, and allows line breaks and tabs where text has lines', async () => {
    const bell = await call('POST', '/displays?lang=de', { ...general, description: 'Klingel\u0007' });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().errors).toEqual([{ path: 'description', message: invalidCharacters.de }]);

    const lineInTitle = await call('POST', '/displays', { ...general, title: 'Zwei\nZeilen' });
    expect(lineInTitle.json().errors).toEqual([{ path: 'title', message: invalidCharacters.en }]);

    const surrogate = await call('POST', '/displays/search', { street: 'Stra\ud800e' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().errors).toEqual([{ path: 'street', message: invalidCharacters.en }]);

    const created = await call('POST', '/displays', general);
    expect(created.statusCode).toBe(201);
    const [row] = await t.db.select().from(displays).where(eq(displays.id, created.json().id));
    expect(row.description).toBe(general.description);
  });

  it('refuses bidirectional overrides and zero-width characters in names and titles', async () => {
    for (const hidden of ['\u202e', '\u2066', '\u200b', '\u200d', '\u2060', '\ufeff']) {
      const title = await call('POST', '/displays', { ...general, title: `Scha${hidden}ufenster` });
      expect(title.statusCode).toBe(400);
      expect(title.json().errors).toEqual([{ path: 'title', message: invalidCharacters.en }]);
    }
    const company = await call('PUT', '/companies/own', {
      companyName: 'Echt\u202eHbmG',
      street: 'Hauptstraße',
      houseNumber: '1',
      postcode: '10115',
      town: 'Berlin',
      federalState: 'DE-BE',
      country: 'DE',
    });
    expect(company.statusCode).toBe(400);
    expect(company.json().errors).toEqual([{ path: 'companyName', message: invalidCharacters.en }]);
    const [stored] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyOf(owner)));
    expect(stored.name).toBe('Textprüfung GmbH');
  });

  it('refuses them in every text other companies read: descriptions, addresses, messages to partners', async () => {
    const display = await createDisplay(t.db, companyOf(owner));
    const location = {
      street: 'Hauptstraße',
      houseNumber: '12',
      postcode: '10115',
      town: 'Berlin',
      district: 'Mitte',
      federalState: 'DE-BE',
      country: 'DE',
      placement: 'window',
      locationDescription: 'Im Schaufenster',
      latitude: 52.52,
      longitude: 13.405,
    };
    const specifications = {
      displayType: 'LCDScreen',
      model: 'QM55B',
      serialNumber: 'SN-1',
      sound: false,
      alignment: 'horizontal',
      sizeInches: 55,
      resolution: 'FullHD',
      availability: { mon: [8, 9] },
    };
    const company = {
      companyName: 'Textprüfung GmbH',
      street: 'Hauptstraße',
      houseNumber: '1',
      postcode: '10115',
      town: 'Berlin',
      federalState: 'DE-BE',
      country: 'DE',
    };
    for (const hidden of ['\u202e', '\u2067', '\u200b', '\ufeff']) {
      const cases: [string, string, Record<string, unknown>, string][] = [
        ['POST', '/displays', { ...general, description: `Erste${hidden} Zeile\nZweite` }, 'description'],
        ['POST', '/displays', { ...general, partnerMessage: `Hal${hidden}lo` }, 'partnerMessage'],
        ['PUT', `/displays/${display.id}/steps/specifications`, { ...specifications, model: `Q${hidden}M` }, 'model'],
        ...(['street', 'houseNumber', 'town', 'district', 'locationDescription'] as const).map(
          (field) =>
            [
              'PUT',
              `/displays/${display.id}/steps/location`,
              { ...location, [field]: `${location[field]}${hidden}x` },
              field,
            ] as [string, string, Record<string, unknown>, string],
        ),
        ...(['street', 'houseNumber', 'town'] as const).map(
          (field) =>
            ['PUT', '/companies/own', { ...company, [field]: `${company[field]}${hidden}x` }, field] as [
              string,
              string,
              Record<string, unknown>,
              string,
            ],
        ),
        [
          'POST',
          '/partners/shareDisplay',
          { displayId: display.id, message: `N${hidden}eu`, partnerIds: [] },
          'message',
        ],
      ];
      for (const [method, url, payload, field] of cases) {
        const res = await call(method as 'POST', url, payload);
        expect(res.statusCode, `${url} ${field}`).toBe(400);
        expect(res.json().errors).toEqual([{ path: field, message: invalidCharacters.en }]);
      }
    }
    // Text only its own company reads (the serial number) and search terms keep the lighter rule.
    const serial = await call('PUT', `/displays/${display.id}/steps/specifications`, {
      ...specifications,
      serialNumber: 'SN\u200b1',
    });
    expect(serial.statusCode).toBe(200);
  });

  it('stores text in NFC and finds a composed "Köln" with a decomposed keyword', async () => {
    const decomposed = 'Ko\u0308ln';
    const composed = 'K\u00f6ln';
    await createDisplay(t.db, companyOf(owner), { title: `Bahnhof ${composed}`, town: composed });
    const found = await call('POST', `/displays/search?keyword=${encodeURIComponent(decomposed)}`, {});
    expect(found.statusCode).toBe(200);
    expect(found.json().displays.map((d: { title: string }) => d.title)).toEqual([`Bahnhof ${composed}`]);
    const byTown = await call('POST', '/displays/search', { town: decomposed });
    expect(byTown.json().totalCount).toBe(1);

    const created = await call('POST', '/displays', { ...general, title: `Dom ${decomposed}` });
    expect(created.statusCode).toBe(201);
    const [row] = await t.db.select().from(displays).where(eq(displays.id, created.json().id));
    expect(row.title).toBe(`Dom ${composed}`);
  });
});
