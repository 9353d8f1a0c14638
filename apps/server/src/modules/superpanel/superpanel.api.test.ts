import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { createCompany, createLoggedInUser, createSuperpanelAdmin, createUser } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';
import { escapeLike } from './repository/companies.ts';

let t: TestApp;
let adminToken: string;
let adminId: string;
let adminEmail: string;
const names = [
  '100% Werbung GmbH',
  '100 Prozent AG',
  'Under_score KG',
  'Underscore Medien',
  'Back\\slash OHG',
  'Werbeagentur Köln',
];

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createSuperpanelAdmin(t.app.deps);
  adminToken = admin.accessToken;
  adminId = admin.admin.id;
  adminEmail = admin.admin.email;
  for (const name of names) await createCompany(t.db, { name });
});
afterAll(() => t.close());

type Item = {
  id: string;
  name: string;
  ownerEmail: string | null;
  userCount: number;
  displayCount: number;
  storageBytes: number;
  status: string;
  createdAt: string;
};
const list = async (query = '', token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/superpanel/companies${query}`, headers: bearer(token) });
/** The names of this file's own companies the keyword finds (other files' companies share the PostgreSQL run). */
const keyword = async (word: string) =>
  ((await list(`?keyword=${encodeURIComponent(word)}&limit=100`)).json().items as Item[])
    .map((i) => i.name)
    .filter((name) => names.includes(name))
    .sort();

describe('GET /api/superpanel/companies', () => {
  // Other test files create companies in the same database at the same time (PostgreSQL run), so
  // these tests look only at their own companies and their relative order.
  it('lists companies newest first with owner e-mail and user count', async () => {
    const countBefore = await t.db.$count(companies);
    const owner = await createUser(t.db, { email: 'chefin@beispiel.test' });
    await createUser(t.db, { companyId: owner.companyId, role: 'editor' });
    await createUser(t.db, { companyId: owner.companyId, role: 'viewer' });
    const res = await list('?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Item[]; totalCount: number };
    expect(body.totalCount).toBeGreaterThan(countBefore);
    expect(body.totalCount).toBeLessThanOrEqual(await t.db.$count(companies));
    const own = body.items.find((i) => i.id === owner.companyId);
    expect(own).toEqual({
      id: owner.companyId,
      name: expect.stringMatching(/^Company /),
      ownerEmail: 'chefin@beispiel.test',
      userCount: 3,
      displayCount: 0,
      storageBytes: 0,
      status: 'active',
      createdAt: expect.any(String),
    });
    expect(new Date(own!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const byName = (await list(`?keyword=${encodeURIComponent(own!.name)}`)).json() as { items: Item[] };
    expect(byName.items).toEqual([own]);
    const empty = body.items.find((i) => i.name === 'Werbeagentur Köln');
    expect(empty).toMatchObject({ ownerEmail: null, userCount: 0 });
    expect(body.items.indexOf(own!)).toBeLessThan(body.items.indexOf(empty!));
    const times = body.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with page and limit', async () => {
    const tag = `Seite ${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) await createCompany(t.db, { name: `${tag} ${i}` });
    const page = async (query: string) =>
      (await list(`?keyword=${encodeURIComponent(tag)}${query}`)).json() as { items: Item[]; totalCount: number };
    const all = await page('&limit=100');
    expect(all.items.map((i) => i.name).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `${tag} ${i}`));
    const first = await page('&page=1&limit=2');
    const second = await page('&page=2&limit=2');
    expect(first.items.map((i) => i.id)).toEqual(all.items.slice(0, 2).map((i) => i.id));
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
    expect(second.totalCount).toBe(5);
    expect(await page('&page=6&limit=1')).toEqual({ items: [], totalCount: 5 });
  });

  it('sorts by a column, descending with a leading minus, ties by id', async () => {
    const tag = `Sortiert ${Date.now().toString(36)}`;
    const names = ['b', 'A', 'c'].map((n) => `${tag} ${n}`);
    const made = [];
    for (const name of names) made.push(await createCompany(t.db, { name }));
    await createUser(t.db, { companyId: made[2].company.id, role: 'viewer' });
    const sorted = async (sort: string) =>
      ((await list(`?keyword=${encodeURIComponent(tag)}&sort=${sort}`)).json().items as Item[]).map((i) => i.name);
    expect(await sorted('name')).toEqual([names[1], names[0], names[2]]);
    expect(await sorted('-name')).toEqual([names[2], names[0], names[1]]);
    expect((await sorted('-userCount'))[0]).toBe(names[2]);
    expect(await sorted('createdAt')).toEqual(names);
  });

  it('matches the keyword literally and case-insensitively', async () => {
    expect(await keyword('%')).toEqual(['100% Werbung GmbH']);
    expect(await keyword('_')).toEqual(['Under_score KG']);
    expect(await keyword('\\')).toEqual(['Back\\slash OHG']);
    expect(await keyword('WERB')).toEqual(['100% Werbung GmbH', 'Werbeagentur Köln']);
    expect(await keyword('köln')).toEqual(['Werbeagentur Köln']);
    expect(await keyword('  underscore ')).toEqual(['Underscore Medien']);
    const res = await list('?keyword=100%25&limit=1');
    expect(res.json().totalCount).toBe(1);
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\');
  });

  it('answers 400 for a bad page, limit or an unknown key', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?limit=0',
      '?limit=101',
      '?limit=1.5',
      '?page=-1',
      '?sort=password',
      '?sort=-',
      '?status=deleted',
      '?lang=fr',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('The request is not valid');
    }
  });

  it('answers 419 for a company token and without a token', async () => {
    const { accessToken } = await createLoggedInUser(t.app.deps);
    const res = await list('', accessToken);
    expect(res.statusCode).toBe(419);
    const none = await t.app.inject({ method: 'GET', url: '/api/superpanel/companies' });
    expect(none.statusCode).toBe(419);
  });
});

describe('GET /api/superpanel/me', () => {
  it('answers the admin, and 419 for a company token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/superpanel/me', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: adminId, email: adminEmail });
    const { accessToken } = await createLoggedInUser(t.app.deps);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/superpanel/me', headers: bearer(accessToken) })).statusCode,
    ).toBe(419);
  });
});
