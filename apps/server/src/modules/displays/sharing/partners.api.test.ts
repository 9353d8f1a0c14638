import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpots, displays, displayShares, notifications, partnerships } from '../../../db/schema/index.ts';
import {
  createCompany,
  createDisplay,
  createLoggedInUser,
  createPartnership,
  createRole,
} from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
type Co = Awaited<ReturnType<typeof createCompany>>;
let own: Co;
let p1: Co;
let p2: Co;
let blocked: Co;
let other: Co;
let ownerToken: string;
let ownerId: string;
let noKeysToken: string;
let p1Token: string;

beforeAll(async () => {
  t = await buildTestApp();
  own = await createCompany(t.db, { name: 'Zeitungshaus Nord' });
  p1 = await createCompany(t.db, { name: 'Ärztehaus Süd' });
  p2 = await createCompany(t.db, { name: 'Bahnhofsbuchhandlung' });
  blocked = await createCompany(t.db, { name: 'Blockiert GmbH' });
  other = await createCompany(t.db, { name: 'Andere Firma AG' });
  await createPartnership(t.db, own.company.id, p1.company.id);
  await createPartnership(t.db, own.company.id, p2.company.id);
  await t.db
    .insert(partnerships)
    .values({ companyId: own.company.id, partnerCompanyId: blocked.company.id, status: 'blocked' });
  const owner = await createLoggedInUser(t.app.deps, {
    companyId: own.company.id,
    roleId: own.roleIds.owner,
    userType: 'companyOwner',
  });
  ownerToken = owner.accessToken;
  ownerId = owner.user.id;
  const empty = await createRole(t.db, own.company.id, [], 'Leer');
  ({ accessToken: noKeysToken } = await createLoggedInUser(t.app.deps, {
    companyId: own.company.id,
    roleId: empty.id,
    userType: 'companyUser',
  }));
  ({ accessToken: p1Token } = await createLoggedInUser(t.app.deps, {
    companyId: p1.company.id,
    roleId: p1.roleIds.viewer,
    userType: 'companyUser',
  }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const shares = async (id: string) =>
  (await t.db.select().from(displayShares).where(eq(displayShares.displayId, id)))
    .map((s) => s.partnerCompanyId)
    .sort();

describe('GET /partners/{displayId}', () => {
  it('lists the active partners with isShared', async () => {
    const d = await createDisplay(t.db, own.company.id, { shareOptions: 'restricted' });
    await t.db.insert(displayShares).values({ displayId: d.id, partnerCompanyId: p2.company.id });
    const res = await call('GET', `/partners/${d.id}?lang=de`, ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      partners: [
        { id: p1.company.id, companyName: 'Ärztehaus Süd', logoThumbUrl: null, isShared: false },
        { id: p2.company.id, companyName: 'Bahnhofsbuchhandlung', logoThumbUrl: null, isShared: true },
      ],
      totalCount: 2,
    });
  });

  it('400 / 403 / 404 / 419', async () => {
    const d = await createDisplay(t.db, own.company.id);
    const foreign = await createDisplay(t.db, other.company.id);
    expect((await call('GET', '/partners/abc', ownerToken)).statusCode).toBe(400);
    expect((await call('GET', `/partners/${d.id}?x=1`, ownerToken)).statusCode).toBe(400);
    expect((await call('GET', `/partners/${d.id}`, noKeysToken)).statusCode).toBe(403);
    expect((await call('GET', `/partners/${foreign.id}`, ownerToken)).statusCode).toBe(404);
    expect((await call('GET', `/partners/${d.id}`)).statusCode).toBe(419);
  });
});

describe('POST /partners/shareDisplay', () => {
  it('restricts to exactly the given partners; added ones get the message, removed ones lose their ad spots', async () => {
    const d = await createDisplay(t.db, own.company.id, {
      title: 'Wartezimmer',
      accessibility: 'private',
      location: 'internal',
      shareOptions: 'restricted',
    });
    await t.db.insert(displayShares).values({ displayId: d.id, partnerCompanyId: p1.company.id });
    await t.db.insert(adSpots).values([
      { displayId: d.id, advertiserCompanyId: p1.company.id, kind: 'adSpot' },
      { displayId: d.id, advertiserCompanyId: own.company.id, kind: 'adSpot' },
    ]);
    const res = await call('POST', '/partners/shareDisplay?lang=de', ownerToken, {
      displayId: d.id,
      message: 'Viel Erfolg! <b>',
      partnerIds: [p2.company.id, p2.company.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Display mit den ausgewählten Partnern geteilt' });
    const [after] = await t.db.select().from(displays).where(eq(displays.id, d.id));
    expect(after).toMatchObject({ shareOptions: 'restricted', accessibility: 'public' });
    expect(await shares(d.id)).toEqual([p2.company.id]);
    expect(
      (await t.db.select().from(adSpots).where(eq(adSpots.displayId, d.id))).map((s) => s.advertiserCompanyId),
    ).toEqual([own.company.id]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.resourceId, d.id));
    const byRecipient = Object.fromEntries(notes.map((n) => [n.recipientCompanyId, n]));
    expect(byRecipient[p2.company.id]).toMatchObject({
      type: 'displayShared',
      resourceType: 'display',
      senderCompanyId: own.company.id,
      senderUserId: ownerId,
      messageEn: `Zeitungshaus Nord shared the display ${d.onlineId} “Wartezimmer” with you. Message: Viel Erfolg! <b>`,
      messageDe: `Zeitungshaus Nord hat das Display ${d.onlineId} „Wartezimmer“ für Sie freigegeben. Nachricht: Viel Erfolg! <b>`,
    });
    expect(byRecipient[p1.company.id]).toMatchObject({ type: 'displayUnshared' });
    expect(notes).toHaveLength(2);
    // The partner now sees it; the removed one no longer does.
    expect((await call('GET', `/displays/getExpandedInfo/${d.id}`, p1Token)).statusCode).toBe(404);
    // Sharing again with the same set notifies nobody new.
    await call('POST', '/partners/shareDisplay', ownerToken, { displayId: d.id, partnerIds: [p2.company.id] });
    expect(await t.db.select().from(notifications).where(eq(notifications.resourceId, d.id))).toHaveLength(2);
  });

  it('an empty list restricts to nobody', async () => {
    const d = await createDisplay(t.db, own.company.id, { shareOptions: 'share' });
    expect(
      (await call('POST', '/partners/shareDisplay', ownerToken, { displayId: d.id, partnerIds: [] })).statusCode,
    ).toBe(200);
    expect(await shares(d.id)).toEqual([]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.resourceId, d.id));
    expect(notes.map((n) => n.recipientCompanyId).sort()).toEqual([p1.company.id, p2.company.id].sort());
  });

  it('404 for a non-partner, blocked partner or foreign display, and nothing changes', async () => {
    const d = await createDisplay(t.db, own.company.id, { shareOptions: 'share' });
    for (const partnerIds of [[p1.company.id, other.company.id], [blocked.company.id], [own.company.id]]) {
      expect(
        (await call('POST', '/partners/shareDisplay', ownerToken, { displayId: d.id, partnerIds })).statusCode,
      ).toBe(404);
    }
    expect(await shares(d.id)).toEqual([]);
    const [after] = await t.db.select().from(displays).where(eq(displays.id, d.id));
    expect(after.shareOptions).toBe('share');
    const foreign = await createDisplay(t.db, other.company.id);
    expect(
      (await call('POST', '/partners/shareDisplay', ownerToken, { displayId: foreign.id, partnerIds: [p1.company.id] }))
        .statusCode,
    ).toBe(404);
  });

  it('400 / 403 / 409 / 419', async () => {
    const d = await createDisplay(t.db, own.company.id);
    expect(
      (await call('POST', '/partners/shareDisplay', ownerToken, { displayId: d.id, partnerIds: ['x'] })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/partners/shareDisplay', ownerToken, { displayId: d.id })).statusCode).toBe(400);
    expect(
      (await call('POST', '/partners/shareDisplay', noKeysToken, { displayId: d.id, partnerIds: [] })).statusCode,
    ).toBe(403);
    const locked = await createDisplay(t.db, own.company.id, { isLocked: true });
    expect(
      (await call('POST', '/partners/shareDisplay', ownerToken, { displayId: locked.id, partnerIds: [p1.company.id] }))
        .statusCode,
    ).toBe(409);
    expect(await shares(locked.id)).toEqual([]);
    expect(
      (await call('POST', '/partners/shareDisplay', undefined, { displayId: d.id, partnerIds: [] })).statusCode,
    ).toBe(419);
  });
});
