import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '@plakat/shared';
import { companies, roles, userRoles, users } from '../../db/schema/index.ts';
import { createCompany, createDepartment, createLoggedInUser } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const companyBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Bäckerei Groß & Söhne 🥨 GmbH',
  industry: 'gastronomy',
  businessModel: 'b2c',
  street: 'Königsallee',
  houseNumber: '12a',
  postcode: '40212',
  town: 'Düsseldorf',
  federalState: 'DE-NW',
  country: 'DE',
  salutation: 'mr',
  title: 'dr',
  firstName: 'Jürgen 🎉',
  lastName: 'Müller',
  position: 'Geschäftsführer',
  phoneCountryCode: '+49',
  phone: '211 123456',
  ...overrides,
});
const personBody = (overrides: Record<string, unknown> = {}) => ({
  salutation: 'ms',
  firstName: 'Zoë',
  lastName: 'Ağaoğlu',
  position: 'Redakteurin',
  phoneCountryCode: '+43',
  phone: '1 234 5678',
  ...overrides,
});

const post = (path: string, token: string | undefined, payload: unknown, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/registration/${path}${query}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const profile = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).json();
const newOwner = () =>
  createLoggedInUser(t.app.deps, { companyId: null, isCompleted: false, userType: 'companyOwner' });
const today = () => new Date().toISOString().slice(0, 10);
// With DATABASE_URL other test files create companies at the same time: count only the ones named here.
const countNamed = (name: string) => t.db.$count(companies, eq(companies.name, name));

describe('POST /api/registration/company', () => {
  it('creates the company with its roles and completes the owner; names round-trip unchanged', async () => {
    const { user, accessToken } = await newOwner();
    expect((await profile(accessToken)).isCompleted).toBe(false);

    const res = await post('company', accessToken, companyBody());
    expect(res.statusCode).toBe(201);
    const { message, companyId } = res.json();
    expect(message).toBe('Your company has been registered.');

    const after = await profile(accessToken);
    expect(after).toMatchObject({
      isCompleted: true,
      firstName: 'Jürgen 🎉',
      lastName: 'Müller',
      company: { id: companyId, name: 'Bäckerei Groß & Söhne 🥨 GmbH' },
      roles: [{ label: 'Owner' }],
    });
    expect(after.permissions).toHaveLength(allPermissions.length);

    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({
      town: 'Düsseldorf',
      federalState: 'DE-NW',
      country: 'DE',
      industry: 'gastronomy',
      phone: '211 123456',
    });
    const companyRoles = await t.db.select().from(roles).where(eq(roles.companyId, companyId));
    expect(companyRoles.map((r) => r.preset).sort()).toEqual(['administrator', 'editor', 'owner', 'viewer']);
    const held = await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(held.map((r) => r.roleId)).toEqual([companyRoles.find((r) => r.preset === 'owner')?.id]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      companyId,
      salutation: 'mr',
      title: 'dr',
      position: 'Geschäftsführer',
      phoneCountryCode: '+49',
      isCompleted: true,
      affiliation: 'internal',
      entryDate: today(),
    });
  });

  it('answers in German with ?lang=de and accepts a country without federal states', async () => {
    const { accessToken } = await newOwner();
    const res = await post(
      'company',
      accessToken,
      companyBody({ country: 'FR', federalState: 'other', phoneCountryCode: '+33' }),
      '?lang=de',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Ihr Unternehmen wurde registriert.');
  });

  it('answers 400 with field paths for codes missing from their lookup group, and creates nothing', async () => {
    const { accessToken } = await newOwner();
    const companyName = `Ungültig ${crypto.randomUUID()}`;
    const res = await post(
      'company',
      accessToken,
      companyBody({
        companyName,
        industry: 'astrology',
        salutation: 'sir',
        phoneCountryCode: '+999',
        federalState: 'AT-9',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request is not valid',
      errors: [
        { path: 'industry', message: 'This field is invalid' },
        { path: 'federalState', message: 'This field is invalid' },
        { path: 'salutation', message: 'This field is invalid' },
        { path: 'phoneCountryCode', message: 'This field is invalid' },
      ],
    });
    const de = await post('company', accessToken, companyBody({ companyName, title: 'king' }), '?lang=de');
    expect(de.json().errors).toEqual([{ path: 'title', message: 'Dieses Feld ist ungültig' }]);
    expect(await countNamed(companyName)).toBe(0);
    expect((await profile(accessToken)).isCompleted).toBe(false);
  });

  it('answers 400 for an unknown key such as companyId and for a missing field', async () => {
    const { accessToken } = await newOwner();
    const { company } = await createCompany(t.db);
    const res = await post('company', accessToken, companyBody({ companyId: company.id }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toMatch(/companyId/);
    const { companyName: _, ...withoutName } = companyBody();
    const missing = await post('company', accessToken, withoutName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ path: 'companyName', message: 'This field is required' });
  });

  it('answers 409 the second time and creates only one company for two concurrent submissions', async () => {
    const { accessToken } = await newOwner();
    const companyName = `Doppelt ${crypto.randomUUID()}`;
    const [a, b] = await Promise.all([
      post('company', accessToken, companyBody({ companyName })),
      post('company', accessToken, companyBody({ companyName })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await countNamed(companyName)).toBe(1);
    const again = await post('company', accessToken, companyBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your registration is already complete.');
  });

  it('answers 403 for a company user and 419 without a token', async () => {
    const { company } = await createCompany(t.db);
    const { accessToken } = await createLoggedInUser(t.app.deps, {
      companyId: company.id,
      role: 'editor',
      isCompleted: false,
    });
    const res = await post('company', accessToken, companyBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only company owners can register a company.');
    expect((await post('company', undefined, companyBody())).statusCode).toBe(419);
  });
});

describe('POST /api/registration/user', () => {
  it('completes an invited company user; the company and role stay as invited', async () => {
    const { company, roleIds } = await createCompany(t.db);
    const { user, accessToken } = await createLoggedInUser(t.app.deps, {
      companyId: company.id,
      role: 'editor',
      isCompleted: false,
    });
    const res = await post('user', accessToken, personBody(), '?lang=de');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Ihre Registrierung ist abgeschlossen.' });
    const after = await profile(accessToken);
    expect(after).toMatchObject({
      isCompleted: true,
      firstName: 'Zoë',
      lastName: 'Ağaoğlu',
      company: { id: company.id },
      roles: [{ id: roleIds.editor }],
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      salutation: 'ms',
      title: null,
      position: 'Redakteurin',
      phoneCountryCode: '+43',
      entryDate: today(),
    });
    expect((await post('user', accessToken, personBody())).statusCode).toBe(409);
  });

  it("lists the own departments and sets the chosen one; another company's department answers 404", async () => {
    const { company } = await createCompany(t.db);
    const sales = await createDepartment(t.db, company.id, 'Vertrieb');
    const foreign = await createDepartment(t.db, (await createCompany(t.db)).company.id);
    const { user, accessToken } = await createLoggedInUser(t.app.deps, {
      companyId: company.id,
      role: 'viewer',
      isCompleted: false,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/registration/departments',
      headers: bearer(accessToken),
    });
    expect(list.json()).toEqual({ items: [{ id: sales.id, name: 'Vertrieb' }] });
    const wrong = await post('user', accessToken, personBody({ departmentId: foreign.id }));
    expect(wrong.statusCode).toBe(404);
    expect((await profile(accessToken)).isCompleted).toBe(false);
    expect((await post('user', accessToken, personBody({ departmentId: sales.id }))).statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.departmentId).toBe(sales.id);
  });

  it('answers 400 for bad codes and unknown keys', async () => {
    const { company } = await createCompany(t.db);
    const { accessToken } = await createLoggedInUser(t.app.deps, {
      companyId: company.id,
      role: 'viewer',
      isCompleted: false,
    });
    const bad = await post('user', accessToken, personBody({ salutation: 'lord' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'salutation', message: 'This field is invalid' }]);
    const unknown = await post('user', accessToken, personBody({ companyId: company.id }));
    expect(unknown.statusCode).toBe(400);
    expect((await profile(accessToken)).isCompleted).toBe(false);
  });

  it('answers 403 for a company owner, 409 without a company, 419 without a token', async () => {
    const { accessToken: owner } = await newOwner();
    const res = await post('user', owner, personBody());
    expect(res.statusCode).toBe(403);
    const { accessToken: orphan } = await createLoggedInUser(t.app.deps, {
      companyId: null,
      isCompleted: false,
      userType: 'companyUser',
    });
    const conflict = await post('user', orphan, personBody());
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toMatch(/does not belong to a company/);
    expect((await post('user', undefined, personBody())).statusCode).toBe(419);
  });
});
