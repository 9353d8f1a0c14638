import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displays, playerStatus, roleDisplayAssignments } from '../../../db/schema/index.ts';
import { roles } from '../../../db/schema/users.ts';
import { createCompany, createDisplay, createLoggedInUser, createRole } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helper.ts';
import { recordStatements } from '../../../test/statements.ts';
import { allPermissions, type DisplayFleetQuery } from '@plakat/shared';
import { reachEverywhere } from '../../../lib/actor.ts';
import type { DisplayDeps } from '../deps.ts';
import { reserveDisplayOnlineIds } from '../index.ts';
import { exportOwnCsv } from './service.ts';
import { type DisplayTestWorld, type TestCompany, displayTestWorld } from '../test-world.ts';

/** POST /displays/export and /displays/map: the own search's access, filters and tenant, as CSV and as pins. */
let t: TestApp;
let call: DisplayTestWorld['call'];
let company: TestCompany;
let token: string;
let otherToken: string;
/**
 * The Foyer's last heartbeat, a day ahead: on PostgreSQL the test files share one database, and the offline monitor's
 * tests run it with clocks up to a few hours ahead, which marks every screen silent before then offline.
 */
const seen = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000);
const seenText = seen.toISOString().slice(0, 19).replace('T', ' ');
beforeAll(async () => {
  ({ t, call, otherToken } = await displayTestWorld());
  company = await createCompany(t.db, { name: 'Flottenfirma' });
  ({ accessToken: token } = await createLoggedInUser(t.app.deps, {
    companyId: company.company.id,
    roleId: company.roleIds.owner,
    userType: 'companyOwner',
  }));
  const c = company.company.id;
  const foyer = await createDisplay(t.db, c, {
    title: 'Foyer',
    description: 'Am Eingang; links\n"neu"',
    sizeInches: null,
    widthCm: 100,
    heightCm: 60,
  });
  await createDisplay(t.db, c, {
    title: '=HYPERLINK("http://evil.test")',
    description: '+1 -2 @x',
    latitude: null,
    longitude: null,
  });
  await t.db.insert(playerStatus).values({ displayId: foyer.id, companyId: c, lastSeenAt: seen, changedAt: seen });
  await createDisplay(t.db, c, {
    title: 'Entwurf',
    status: 'draft',
    isActive: false,
    displayType: 'Tablet',
    latitude: 48.1,
    longitude: 11.6,
  });
  await createDisplay(t.db, c, { title: 'Weg', shutdownAt: new Date() });
});
afterAll(() => t.close());

const csvOf = async (url: string, body: object = {}, as = token) => {
  const res = await call('POST', url, as, body);
  expect(res.statusCode).toBe(200);
  return {
    res,
    text: res.body,
    lines: res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean),
  };
};

describe('POST /displays/export', () => {
  it('answers the search as an English CSV: BOM, attachment, commas, every matching row', async () => {
    const { res, text, lines } = await csvOf('/displays/export?lang=en');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="displays-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith('\uFEFFID,Display type,Setup,Title,Description,Category,Resolution,Size (inches),')).toBe(
      true,
    );
    expect(lines[0].endsWith(',Online / offline,Last seen (UTC)')).toBe(true);
    // Header, three rows (the shut-down display is not listed), the quoted description spans two lines.
    expect(text.match(/\r\n/g)).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^1,LCD screen,Completed,Foyer,"Am Eingang; links\n""neu""",,Full HD \(1920 × 1080\),45\.9,/,
    );
    expect(lines[1].endsWith(`,Public,External,Shared,Active,Unlocked,Online,${seenText}`)).toBe(true);
    expect(text).toContain(',Public,External,Shared,Active,Unlocked,Never seen,\r\n');
    expect(text).toContain('3,Tablet,Draft,Entwurf,');
  });

  it('neutralises formulas with a leading apostrophe', async () => {
    const { text } = await csvOf('/displays/export?lang=en');
    expect(text).toContain(`2,LCD screen,Completed,"'=HYPERLINK(""http://evil.test"")",'+1 -2 @x,`);
  });

  it('writes German headers and values with semicolons and a decimal comma', async () => {
    const { lines, text } = await csvOf('/displays/export?lang=de');
    expect(lines[0]).toBe(
      'ID;Displaytyp;Einrichtung;Titel;Beschreibung;Kategorie;Auflösung;Größe (Zoll);Erstellt am;Straße;Nr.;PLZ;Ort;' +
        'Stadtteil;Zugänglichkeit;Standort;Freigabe;Aktivität;Sperrstatus;Online / offline;Zuletzt gesehen (UTC)',
    );
    expect(lines[1]).toMatch(/^1;LCD-Bildschirm;Abgeschlossen;Foyer;"Am Eingang; links/);
    expect(text).toContain(';45,9;');
    expect(text).toContain(`;Öffentlich;Extern;Geteilt;Aktiv;Entsperrt;Online;${seenText}\r\n`);
    expect(text).toContain(';Öffentlich;Extern;Geteilt;Aktiv;Entsperrt;Nie gesehen;\r\n');
  });

  it('applies the search (keyword, body filters, sort)', async () => {
    const one = await csvOf('/displays/export?lang=en&keyword=foyer');
    expect(one.lines).toHaveLength(2);
    const drafts = await csvOf('/displays/export?lang=en&sort=-onlineId', { status: 'draft' });
    expect(drafts.lines.slice(1).map((l) => l.split(',')[0])).toEqual(['3']);
    const sorted = await csvOf('/displays/export?lang=en&sort=-onlineId');
    expect(
      sorted.text
        .split('\r\n')
        .filter((l) => /^\d+,/.test(l))
        .map((l) => l.split(',')[0]),
    ).toEqual(['3', '2', '1']);
  });

  it.each([
    ['?page=2', {}],
    ['?limit=10', {}],
    ['?sort=password', {}],
    ['?lang=fr', {}],
    ['', { status: 'gone' }],
    ['', { companyId: 'x' }],
  ])('rejects %s %j with 400', async (query, body) => {
    expect((await call('POST', `/displays/export${query}`, token, body)).statusCode).toBe(400);
  });

  it('needs a session (419) and a completed profile (403)', async () => {
    expect((await call('POST', '/displays/export', undefined, {})).statusCode).toBe(419);
    const { accessToken } = await createLoggedInUser(t.app.deps, { companyId: null, isCompleted: false });
    expect((await call('POST', '/displays/export', accessToken, {})).statusCode).toBe(403);
  });

  it("never writes another company's displays", async () => {
    const { text } = await csvOf('/displays/export?lang=en', {}, otherToken);
    for (const title of ['Foyer', 'Entwurf', 'HYPERLINK']) expect(text).not.toContain(title);
  });

  it('writes only the displays a role of scope assigned reaches', async () => {
    const role = await createRole(t.db, company.company.id, []);
    await t.db.update(roles).set({ displayScope: 'assigned' }).where(eq(roles.id, role.id));
    const login = await createLoggedInUser(t.app.deps, { companyId: company.company.id, roleId: role.id });
    const [entwurf] = await t.db
      .select()
      .from(displays)
      .where(and(eq(displays.companyId, company.company.id), eq(displays.title, 'Entwurf')));
    await t.db.insert(roleDisplayAssignments).values({ userId: login.user.id, roleId: role.id, displayId: entwurf.id });
    const { lines } = await csvOf('/displays/export?lang=en', {}, login.accessToken);
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['Entwurf']);
    const map = await call('POST', '/displays/map', login.accessToken, {});
    expect(map.json().pins.map((p: { title: string }) => p.title)).toEqual(['Entwurf']);
  });

  it('streams a large fleet page by page (500 rows a statement)', async () => {
    const big = await createCompany(t.db, { name: 'Große Flotte' });
    const { accessToken } = await createLoggedInUser(t.app.deps, {
      companyId: big.company.id,
      roleId: big.roleIds.owner,
      userType: 'companyOwner',
    });
    const count = 1234;
    const ids = await t.db.transaction((tx) => reserveDisplayOnlineIds(tx, big.company.id, count));
    await t.db.insert(displays).values(
      ids.map((onlineId) => ({
        companyId: big.company.id,
        onlineId,
        title: `Schirm ${onlineId}`,
        status: 'completed' as const,
      })),
    );
    const recorder = recordStatements(t.database);
    const { lines } = await csvOf('/displays/export?lang=de', {}, accessToken).finally(recorder.stop);
    expect(lines).toHaveLength(count + 1);
    expect(lines[count]).toMatch(/^1234;/);
    // One statement for the ordered ids, then one per page of 500.
    expect(recorder.seen.filter((s) => /WITH ORDINALITY/.test(s.text))).toHaveLength(3);
  });

  it('writes every display once while one changes its place in the order during the download', async () => {
    const moving = await createCompany(t.db, { name: 'Umzug' });
    const titles = ['A', 'B', 'C', 'D', 'E'];
    const made = [];
    for (const title of titles) made.push(await createDisplay(t.db, moving.company.id, { title }));
    const actor = {
      userId: crypto.randomUUID(),
      companyId: moving.company.id,
      permissions: new Set(allPermissions),
      reach: reachEverywhere(new Set(allPermissions)),
    };
    const deps = { db: t.db } as DisplayDeps;
    const pages = exportOwnCsv(deps, actor, 'en', { sort: 'title', keyword: '' } as DisplayFleetQuery, {}, 2);
    const chunks: string[] = [];
    for await (const chunk of pages) {
      chunks.push(chunk);
      // After the first page (A, B), A is renamed to sort last: with offset pages it would come again.
      if (chunks.length === 2) await t.db.update(displays).set({ title: 'Z' }).where(eq(displays.id, made[0].id));
    }
    const rows = chunks.join('').split('\r\n').filter(Boolean).slice(1);
    expect(rows.map((row) => row.split(',')[3])).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('POST /displays/map', () => {
  it('answers the pins with coordinates and counts the displays without', async () => {
    const res = await call('POST', '/displays/map', token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pins: [
        { id: expect.any(String), onlineId: 1, title: 'Foyer', latitude: 52.52, longitude: 13.405, online: true },
        { id: expect.any(String), onlineId: 3, title: 'Entwurf', latitude: 48.1, longitude: 11.6, online: false },
      ],
      truncated: false,
      withoutCoordinates: 1,
    });
  });

  it('filters by the screen connection (the search body of p-c)', async () => {
    const online = await call('POST', '/displays/map', token, { connection: 'online' });
    expect(online.json()).toMatchObject({ pins: [{ title: 'Foyer', online: true }], withoutCoordinates: 0 });
    const offline = await csvOf('/displays/export?lang=en', { connection: 'offline' });
    expect(offline.lines).toHaveLength(1);
  });

  it('applies the search, checks input, session, profile and tenant', async () => {
    const drafts = await call('POST', '/displays/map?keyword=entwurf', token, {});
    expect(drafts.json()).toMatchObject({ pins: [{ onlineId: 3 }], withoutCoordinates: 0 });
    expect((await call('POST', '/displays/map?page=1', token, {})).statusCode).toBe(400);
    expect((await call('POST', '/displays/map', token, { minDisplaySize: -1 })).statusCode).toBe(400);
    expect((await call('POST', '/displays/map', undefined, {})).statusCode).toBe(419);
    const { accessToken } = await createLoggedInUser(t.app.deps, { companyId: null, isCompleted: false });
    expect((await call('POST', '/displays/map', accessToken, {})).statusCode).toBe(403);
    const foreign = (await call('POST', '/displays/map', otherToken, {})).json();
    expect(foreign.pins.map((p: { title: string }) => p.title)).not.toContain('Foyer');
  });
});
