import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles } from '../../db/schema/index.ts';
import { createCompany, createLoggedInUser, createPartnership } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const details = {
  companyName: 'Schaufenster Süd GmbH & Co. KG',
  street: 'Königsallee',
  houseNumber: '12a',
  postcode: '40212',
  town: 'Düsseldorf',
  federalState: 'DE-NW',
  country: 'DE',
};

const call = (method: 'GET' | 'PUT', token: string | undefined, payload?: unknown, query = '') =>
  t.app.inject({
    method,
    url: `/api/companies/own${query}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A company with its owner, and a second member with the given preset role. */
async function companyWithOwner(name = 'Erste Firma AG') {
  const { company, roleIds } = await createCompany(t.db, { name });
  const owner = await createLoggedInUser(t.app.deps, {
    companyId: company.id,
    roleId: roleIds.owner,
    userType: 'companyOwner',
  });
  return { company, roleIds, owner };
}

describe('GET /api/companies/own', () => {
  it("answers the own company's name and address to the owner and to members with GET_COMPANY_INFO", async () => {
    const { company, owner } = await companyWithOwner('Lesefirma GmbH');
    const viewer = await createLoggedInUser(t.app.deps, { companyId: company.id, role: 'viewer' });
    const expected = {
      id: company.id,
      companyName: 'Lesefirma GmbH',
      street: 'Hauptstraße',
      houseNumber: '1',
      postcode: '10115',
      town: 'Berlin',
      federalState: 'DE-BE',
      country: 'DE',
    };
    for (const token of [owner.accessToken, viewer.accessToken]) {
      const res = await call('GET', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it('refuses members without GET_COMPANY_INFO (403) and requests without a session (419)', async () => {
    const { company } = await companyWithOwner();
    const [bare] = await t.db
      .insert(roles)
      .values({ companyId: company.id, label: 'Ohne Rechte', permissions: [] })
      .returning();
    const member = await createLoggedInUser(t.app.deps, { companyId: company.id, roleId: bare.id });
    const res = await call('GET', member.accessToken, undefined, '?lang=de');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    expect((await call('GET', undefined)).statusCode).toBe(419);
  });
});

describe('PUT /api/companies/own', () => {
  it('the owner changes name and address; the profile, the lists and partners see the new name', async () => {
    const { company, owner } = await companyWithOwner('Alter Name GmbH');
    const partner = await createLoggedInUser(t.app.deps);
    await createPartnership(t.db, partner.user.companyId as string, company.id);
    // Cached before the change: the profile answer and the session are cached per actor.
    const before = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(owner.accessToken) });
    expect(before.json().company.name).toBe('Alter Name GmbH');

    const res = await call('PUT', owner.accessToken, details, '?lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: company.id, ...details, message: 'Die Unternehmensdaten wurden gespeichert.' });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ name: details.companyName, street: 'Königsallee', federalState: 'DE-NW' });
    // Industry, business model and phone are not part of the details and stay as registered.
    expect(row).toMatchObject({ industry: 'retail', businessModel: 'b2b', phone: '30 123456' });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(owner.accessToken),
    });
    expect(profile.json().company.name).toBe(details.companyName);
    const partnerList = await t.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: bearer(partner.accessToken),
    });
    expect(partnerList.json().items).toContainEqual({ id: company.id, label: details.companyName });
    const english = await call('PUT', owner.accessToken, { ...details, town: 'Köln' }, '?lang=en');
    expect(english.json().message).toBe('The company details have been saved.');
  });

  it('applies the registration rules: 400 with translated field errors', async () => {
    const { company, owner } = await companyWithOwner('Regelfirma GmbH');
    const empty = await call('PUT', owner.accessToken, {}, '?lang=de');
    expect(empty.statusCode).toBe(400);
    const paths = empty.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['companyName', 'street', 'houseNumber', 'postcode', 'town', 'federalState', 'country']),
    );
    expect(empty.json().errors[0].message).toBe('Dieses Feld ist erforderlich');

    const badPostcode = await call('PUT', owner.accessToken, { ...details, postcode: '40212!' });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().errors).toEqual([{ path: 'postcode', message: expect.any(String) }]);

    // A state of another country, an unknown country.
    const wrongState = await call('PUT', owner.accessToken, { ...details, federalState: 'AT-9' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errors).toEqual([{ path: 'federalState', message: expect.any(String) }]);
    const unknownCountry = await call('PUT', owner.accessToken, { ...details, country: 'XX' });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().errors.map((e: { path: string }) => e.path)).toContain('country');

    // Fields the details do not contain (the registration's industry, a company id) are refused.
    for (const extra of [{ industry: 'retail' }, { companyId: company.id }]) {
      const res = await call('PUT', owner.accessToken, { ...details, ...extra });
      expect(res.statusCode).toBe(400);
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.name).toBe('Regelfirma GmbH');
  });

  it('is for the company owner only: 403 for members, even with every permission key', async () => {
    const { company, roleIds } = await companyWithOwner('Nur Inhaber GmbH');
    // A company user holding the Owner role still is not the company owner.
    const admin = await createLoggedInUser(t.app.deps, {
      companyId: company.id,
      roleId: roleIds.owner,
      userType: 'companyUser',
    });
    const res = await call('PUT', admin.accessToken, details, '?lang=de');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Nur der Inhaber des Unternehmens kann die Unternehmensdaten ändern.');
    // An owner who has not registered a company yet has no company to change.
    const incomplete = await createLoggedInUser(t.app.deps, {
      companyId: null,
      isCompleted: false,
      userType: 'companyOwner',
    });
    expect((await call('PUT', incomplete.accessToken, details)).statusCode).toBe(403);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.name).toBe('Nur Inhaber GmbH');
  });

  it("never reaches another company: an owner's change leaves every other company as it was", async () => {
    const first = await companyWithOwner('Firma Eins GmbH');
    const second = await companyWithOwner('Firma Zwei GmbH');
    const res = await call('PUT', first.owner.accessToken, { ...details, companyName: 'Firma Eins Neu GmbH' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(first.company.id);
    const [other] = await t.db.select().from(companies).where(eq(companies.id, second.company.id));
    expect(other).toMatchObject({ name: 'Firma Zwei GmbH', street: 'Hauptstraße', town: 'Berlin' });
    const read = await call('GET', second.owner.accessToken);
    expect(read.json().companyName).toBe('Firma Zwei GmbH');
  });
});
