import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMedia, displayShares } from '../../../db/schema/index.ts';
import {
  createCategory,
  createCompany,
  createDisplay,
  createLoggedInUser,
  createPartnership,
  createRole,
} from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helper.ts';
import { type DisplayTestWorld, type TestCompany, displayTestWorld } from '../test-world.ts';

let t: TestApp;
let other: TestCompany;
let partnerNoKeysToken: string;
let call: DisplayTestWorld['call'];
beforeAll(async () => {
  ({ t, other, partnerNoKeysToken, call } = await displayTestWorld());
});
afterAll(() => t.close());

describe('POST /displays/search', () => {
  let company: TestCompany;
  let token: string;
  let noKeys: string;
  beforeAll(async () => {
    company = await createCompany(t.db, { name: 'Suchfirma' });
    ({ accessToken: token } = await createLoggedInUser(t.app.deps, {
      companyId: company.company.id,
      roleId: company.roleIds.owner,
      userType: 'companyOwner',
    }));
    const empty = await createRole(t.db, company.company.id, [], 'Leer');
    ({ accessToken: noKeys } = await createLoggedInUser(t.app.deps, {
      companyId: company.company.id,
      roleId: empty.id,
      userType: 'companyUser',
    }));
    const cat = await createCategory(t.db, company.company.id, 'Schaufenster', '#fa8c16');
    const c = company.company.id;
    const first = await createDisplay(t.db, c, { title: 'Rabatt 100% sicher', categoryId: cat.id, keywords: ['sale'] });
    await t.db.insert(displayMedia).values({
      displayId: first.id,
      companyId: c,
      kind: 'location',
      storageKey: 'k1',
      thumbKey: 't1',
      mime: 'image/jpeg',
      sizeBytes: 10,
    });
    await createDisplay(t.db, c, { title: 'Rabatt 1000 sicher' });
    await createDisplay(t.db, c, { title: 'A_B Test' });
    await createDisplay(t.db, c, { title: 'AxB Test' });
    await createDisplay(t.db, c, { title: "O'Reilly Laden" });
    await createDisplay(t.db, c, { title: 'Back\\slash Schild' });
    await createDisplay(t.db, c, { title: 'Backslash Schild' });
    await createDisplay(t.db, c, { title: 'Bäckerei Müller 🍞', sizeInches: null, widthCm: 120, heightCm: 90 });
    await createDisplay(t.db, c, { title: '<script>alert(1)</script>', isLocked: true });
    await createDisplay(t.db, c, { title: 'Entwurf', status: 'draft', isActive: false, stepsDone: 2 });
    await createDisplay(t.db, c, { title: 'Kopie', status: 'duplicated', isActive: false });
    await createDisplay(t.db, c, { title: 'Aus', isActive: false });
    await createDisplay(t.db, c, { title: 'Alt', createdAt: new Date(Date.now() - 40 * 86400_000) });
    await createDisplay(t.db, c, { title: 'Stillgelegt', shutdownAt: new Date() });
    await createDisplay(t.db, other.company.id, { title: 'Rabatt fremd' });
  });

  it('lists the own displays, paged, with joined category, signed thumb and computed fields', async () => {
    const res = await call('POST', '/displays/search?limit=5&page=1', token, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(13);
    expect(body.displays).toHaveLength(5);
    expect(body.displays.map((d: { onlineId: number }) => d.onlineId)).toEqual([1, 2, 3, 4, 5]);
    const first = body.displays[0];
    expect(first).toMatchObject({
      title: 'Rabatt 100% sicher',
      categoryTitle: 'Schaufenster',
      categoryColor: '#fa8c16',
      size: 55,
      canManageToken: true,
      email: 'player@example.test',
    });
    expect(first.thumbUrl).toMatch(/^\/api\/files\/display-media\/[0-9a-f-]+\/thumb\?exp=\d+&sig=/);
    expect(body.displays[1].thumbUrl).toBeNull();
    const page3 = (await call('POST', '/displays/search?limit=5&page=3', token, {})).json();
    expect(page3.displays).toHaveLength(3);
    const beyond = (await call('POST', '/displays/search?limit=5&page=9', token, {})).json();
    expect(beyond).toEqual({ displays: [], totalCount: 13 });
  });

  it('sorts by whitelisted fields, "-" for descending', async () => {
    const desc = (await call('POST', '/displays/search?sort=-onlineId&limit=3', token, {})).json();
    expect(desc.displays.map((d: { onlineId: number }) => d.onlineId)).toEqual([13, 12, 11]);
    const bySize = (await call('POST', '/displays/search?sort=-size&limit=1', token, {})).json();
    expect(bySize.displays[0].title).toBe('Bäckerei Müller 🍞');
    expect(bySize.displays[0].size).toBeCloseTo(59.1, 1);
  });

  it.each([
    ['100%', ['Rabatt 100% sicher']],
    ['A_B', ['A_B Test']],
    ["o'reilly", ["O'Reilly Laden"]],
    ['back\\slash', ['Back\\slash Schild']],
    ['MÜLLER', ['Bäckerei Müller 🍞']],
    ['🍞', ['Bäckerei Müller 🍞']],
    ['<script>', ['<script>alert(1)</script>']],
    ['rabatt', ['Rabatt 100% sicher', 'Rabatt 1000 sicher']],
  ])('keyword %s is matched literally', async (keyword, titles) => {
    const res = await call('POST', `/displays/search?keyword=${encodeURIComponent(keyword)}`, token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().displays.map((d: { title: string }) => d.title)).toEqual(titles);
  });

  it('applies the body filters', async () => {
    const titles = async (body: object) =>
      (await call('POST', '/displays/search?limit=100', token, body))
        .json()
        .displays.map((d: { title: string }) => d.title);
    expect(await titles({ status: 'draft' })).toEqual(['Entwurf']);
    expect(await titles({ status: 'duplicated' })).toEqual(['Kopie']);
    expect(await titles({ status: 'inactive' })).toEqual(['Aus']);
    expect(await titles({ status: 'active' })).toHaveLength(10);
    expect(await titles({ isLocked: true })).toEqual(['<script>alert(1)</script>']);
    expect(await titles({ date: 31 })).not.toContain('Alt');
    expect(await titles({ date: 62 })).toContain('Alt');
    expect(await titles({ minDisplaySize: 56, maxDisplaySize: 60 })).toEqual(['Bäckerei Müller 🍞']);
    expect(await titles({ keywords: 'sale', infoAccess: 'public', displayType: 'LCDScreen' })).toEqual([
      'Rabatt 100% sicher',
    ]);
    expect(await titles({ town: 'berl', postCode: '101', availableDays: ['mon', 'tue'] })).toHaveLength(13);
    expect(await titles({ availableDays: ['sun'] })).toEqual([]);
    expect(await titles({ share: 'notShare' })).toEqual([]);
  });

  it('returns a <script> title verbatim', async () => {
    const res = await call('POST', '/displays/search?keyword=alert', token, {});
    expect(res.json().displays[0].title).toBe('<script>alert(1)</script>');
    expect(res.json().displays[0].canManageToken).toBe(false);
  });

  it.each([
    '?page=0',
    '?page=-1',
    '?page=abc',
    '?page=1000000000000',
    '?limit=101',
    '?limit=0',
    '?sort=title;drop%20table%20displays',
    '?sort=password',
    '?sort=-',
    '?unknown=1',
    '?lang=fr',
  ])('rejects the query %s with 400', async (query) => {
    const res = await call('POST', `/displays/search${query}`, token, {});
    expect(res.statusCode).toBe(400);
  });

  it.each([
    { status: 'gone' },
    { displayType: 'Beamer' },
    { share: 'everyone' },
    { isLocked: 'true' },
    { date: 8 },
    { categoryId: 'x' },
    { availableDays: ['funday'] },
    { surprise: 1 },
  ])('rejects the body %j with 400', async (body) => {
    const res = await call('POST', '/displays/search', token, body);
    expect(res.statusCode).toBe(400);
  });

  it('needs a session (419) and a completed profile; works without permission keys', async () => {
    expect((await call('POST', '/displays/search', undefined, {})).statusCode).toBe(419);
    const res = await call('POST', '/displays/search', noKeys, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(13);
  });
});

describe('POST /partnerDisplays/search', () => {
  let owner: TestCompany;
  let viewer: TestCompany;
  let viewerToken: string;
  beforeAll(async () => {
    owner = await createCompany(t.db, { name: 'Teilende GmbH' });
    viewer = await createCompany(t.db, { name: 'Sehende KG' });
    const stranger = await createCompany(t.db, { name: 'Fremde' });
    await createPartnership(t.db, owner.company.id, viewer.company.id);
    ({ accessToken: viewerToken } = await createLoggedInUser(t.app.deps, {
      companyId: viewer.company.id,
      roleId: viewer.roleIds.viewer,
      userType: 'companyUser',
    }));
    const o = owner.company.id;
    await createDisplay(t.db, o, { title: 'Geteilt 1', visibilityRate: 5, visitorCount: 5, priceCredits: 5 });
    await createDisplay(t.db, o, { title: 'Geteilt 2', alignment: 'vertical', town: 'Hamburg' });
    const r = await createDisplay(t.db, o, { title: 'Nur für Sehende', shareOptions: 'restricted' });
    await t.db.insert(displayShares).values({ displayId: r.id, partnerCompanyId: viewer.company.id });
    await createDisplay(t.db, o, { title: 'Nur für andere', shareOptions: 'restricted' });
    await createDisplay(t.db, o, { title: 'Nicht geteilt', shareOptions: 'notShare' });
    await createDisplay(t.db, o, { title: 'Privat', accessibility: 'private' });
    await createDisplay(t.db, o, { title: 'Inaktiv', isActive: false });
    await createDisplay(t.db, o, { title: 'Entwurf', status: 'draft' });
    await createDisplay(t.db, o, { title: 'Weg', shutdownAt: new Date() });
    await createDisplay(t.db, stranger.company.id, { title: 'Fremd geteilt' });
    await createDisplay(t.db, viewer.company.id, { title: 'Eigenes' });
  });
  const titles = async (query: string, body: object = {}) => {
    const res = await call('POST', `/partnerDisplays/search${query}`, viewerToken, body);
    expect(res.statusCode).toBe(200);
    return res.json().displays.map((d: { title: string }) => d.title);
  };

  it('lists only what partners share with my company', async () => {
    const res = await call('POST', '/partnerDisplays/search', viewerToken, {});
    expect(res.json().totalCount).toBe(3);
    expect(res.json().displays[0]).toMatchObject({ companyName: 'Teilende GmbH', companyId: owner.company.id });
    expect(res.json().displays[0]).not.toHaveProperty('email');
    expect(await titles('?sort=title&sortOrder=desc')).toEqual(['Nur für Sehende', 'Geteilt 2', 'Geteilt 1']);
  });

  it('applies the filters', async () => {
    expect(await titles('', { alignment: 'vertical' })).toEqual(['Geteilt 2']);
    expect(await titles('', { town: 'hamb' })).toEqual(['Geteilt 2']);
    expect(await titles('', { visibility: 5, priceCategory: 5, rating: 5 })).toEqual(['Geteilt 1']);
    expect(await titles('', { IdOrTitle: 'sehende' })).toEqual(['Nur für Sehende']);
    expect(await titles('', { IdOrTitle: '1' })).toEqual(['Geteilt 1']);
    expect(await titles('', { companyId: other.company.id })).toEqual([]);
  });

  it('filters the visitor count on the stored scale 1..5 (over 2,000 visitors is 5) and names the field', async () => {
    // 'Geteilt 1' stores visitor count 5 (> 2,000), the others 3.
    expect(await titles('', { visitorCount: 5 })).toEqual(['Geteilt 1']);
    expect(await titles('', { visitorCount: 3 })).toEqual(['Geteilt 2', 'Nur für Sehende']);
    for (const visitorCount of [0, 6, 2.5]) {
      const res = await call('POST', '/partnerDisplays/search?lang=en', viewerToken, { visitorCount });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'visitorCount', message: 'This field is invalid' }]);
    }
  });

  it('GET /partnerDisplays/companies lists the companies sharing displays with mine (filter options)', async () => {
    const res = await call('GET', '/partnerDisplays/companies?lang=de', viewerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companies: [{ id: owner.company.id, name: 'Teilende GmbH' }] });
    expect((await call('GET', '/partnerDisplays/companies?lang=fr', viewerToken)).statusCode).toBe(400);
    expect((await call('GET', '/partnerDisplays/companies', partnerNoKeysToken)).statusCode).toBe(403);
    expect((await call('GET', '/partnerDisplays/companies')).statusCode).toBe(419);
  });

  it('checks input and key', async () => {
    expect((await call('POST', '/partnerDisplays/search?perPage=101', viewerToken, {})).statusCode).toBe(400);
    expect((await call('POST', '/partnerDisplays/search?sortOrder=up', viewerToken, {})).statusCode).toBe(400);
    expect((await call('POST', '/partnerDisplays/search', viewerToken, { visibility: 9 })).statusCode).toBe(400);
    expect((await call('POST', '/partnerDisplays/search', partnerNoKeysToken, {})).statusCode).toBe(403);
  });
});
