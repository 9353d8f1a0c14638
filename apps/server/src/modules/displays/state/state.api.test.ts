import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adSpots,
  displayLogs,
  displayMedia,
  displays,
  displayShares,
  notifications,
} from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helper.ts';
import { type DisplayTestWorld, type TestCompany, displayTestWorld } from '../test-world.ts';

let t: TestApp;
let own: TestCompany;
let partner: TestCompany;
let partner2: TestCompany;
let other: TestCompany;
let ownerToken: string;
let ownerId: string;
let noKeysToken: string;
let call: DisplayTestWorld['call'];
beforeAll(async () => {
  ({ t, own, partner, partner2, other, ownerToken, ownerId, noKeysToken, call } = await displayTestWorld());
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(displays).where(eq(displays.id, id)))[0];
const spots = (id: string) => t.db.select().from(adSpots).where(eq(adSpots.displayId, id));
const notes = (id: string) => t.db.select().from(notifications).where(eq(notifications.resourceId, id));
const logs = (id: string) => t.db.select().from(displayLogs).where(eq(displayLogs.displayId, id));
const addSpots = (displayId: string, ...list: [string, 'adSpot' | 'commercial'][]) =>
  t.db.insert(adSpots).values(list.map(([advertiserCompanyId, kind]) => ({ displayId, advertiserCompanyId, kind })));

/** Common checks of a single-display change: 400 enum, 403 no keys, 404 foreign id, 409 locked, 419 no token. */
function guardTests(path: string, body: object, badBody: object) {
  it(`${path}: 400 / 403 / 404 / 409 / 419`, async () => {
    const d = await createDisplay(t.db, own.company.id);
    expect((await call('PATCH', `${path}/${d.id}`, ownerToken, badBody)).statusCode).toBe(400);
    expect((await call('PATCH', `${path}/${d.id}`, ownerToken, { ...body, extra: 1 })).statusCode).toBe(400);
    expect((await call('PATCH', `${path}/${d.id}`, noKeysToken, body)).statusCode).toBe(403);
    expect((await call('PATCH', `${path}/${d.id}`, undefined, body)).statusCode).toBe(419);
    const foreign = await createDisplay(t.db, other.company.id);
    expect((await call('PATCH', `${path}/${foreign.id}`, ownerToken, body)).statusCode).toBe(404);
    expect(await row(foreign.id)).toEqual(foreign);
    const locked = await createDisplay(t.db, own.company.id, { isLocked: true });
    const res = await call('PATCH', `${path}/${locked.id}?lang=de`, ownerToken, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Dieses Display ist gesperrt. Bitte entsperren Sie es zuerst.');
    const gone = await createDisplay(t.db, own.company.id, { shutdownAt: new Date() });
    expect((await call('PATCH', `${path}/${gone.id}`, ownerToken, body)).statusCode).toBe(404);
  });
}

describe('PATCH /displays/changeInfoAccess/{id}', () => {
  guardTests('/displays/changeInfoAccess', { infoAccess: 'private' }, { infoAccess: 'secret' });

  it('private → public just sets it', async () => {
    const d = await createDisplay(t.db, own.company.id, {
      accessibility: 'private',
      location: 'internal',
      shareOptions: 'notShare',
    });
    const res = await call('PATCH', `/displays/changeInfoAccess/${d.id}?lang=en`, ownerToken, { infoAccess: 'public' });
    expect(res.json()).toEqual({ message: 'Accessibility changed successfully' });
    expect(await row(d.id)).toMatchObject({ accessibility: 'public', location: 'internal', shareOptions: 'notShare' });
  });

  it("public → private: internal, notShare, partners' ad spots and shares deleted, partners notified in both languages", async () => {
    const d = await createDisplay(t.db, own.company.id, { title: 'Kino 🎬', shareOptions: 'share' });
    await addSpots(d.id, [partner.company.id, 'adSpot'], [other.company.id, 'commercial'], [own.company.id, 'adSpot']);
    await t.db.insert(displayShares).values({ displayId: d.id, partnerCompanyId: partner2.company.id });
    const res = await call('PATCH', `/displays/changeInfoAccess/${d.id}?lang=de`, ownerToken, {
      infoAccess: 'private',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Zugänglichkeit erfolgreich geändert');
    expect(await row(d.id)).toMatchObject({ accessibility: 'private', location: 'internal', shareOptions: 'notShare' });
    // The company's own bookings on its display stay: only partners lose the display.
    expect((await spots(d.id)).map((s) => s.advertiserCompanyId)).toEqual([own.company.id]);
    expect(await t.db.select().from(displayShares).where(eq(displayShares.displayId, d.id))).toEqual([]);
    const rows = await notes(d.id);
    expect(rows.map((n) => n.recipientCompanyId).sort()).toEqual(
      [partner.company.id, partner2.company.id, other.company.id].sort(),
    );
    expect(rows[0]).toMatchObject({
      type: 'displayPrivate',
      resourceType: 'display',
      senderCompanyId: own.company.id,
      senderUserId: ownerId,
    });
    expect(rows[0].messageEn).toBe(
      `Zeitungshaus Nord made the display ${d.onlineId} “Kino 🎬” private. It is no longer shared with you and your ad spots on it were deleted.`,
    );
    expect(rows[0].messageDe).toContain(`hat das Display ${d.onlineId} „Kino 🎬“ auf privat gestellt`);
    expect((await logs(d.id)).map((l) => l.action)).toEqual(['infoAccessChanged']);
  });
});

describe('PATCH /displays/changeLocation/{id}', () => {
  guardTests('/displays/changeLocation', { location: 'internal' }, { location: 'outside' });

  it('→ internal deletes partners’ commercials only and notifies them', async () => {
    const d = await createDisplay(t.db, own.company.id);
    await addSpots(
      d.id,
      [partner.company.id, 'commercial'],
      [partner2.company.id, 'adSpot'],
      [own.company.id, 'commercial'],
    );
    expect(
      (await call('PATCH', `/displays/changeLocation/${d.id}`, ownerToken, { location: 'internal' })).statusCode,
    ).toBe(200);
    expect(await row(d.id)).toMatchObject({ location: 'internal', accessibility: 'public' });
    const left = await spots(d.id);
    expect(left.map((s) => [s.advertiserCompanyId, s.kind]).sort()).toEqual(
      [
        [own.company.id, 'commercial'],
        [partner2.company.id, 'adSpot'],
      ].sort(),
    );
    const rows = await notes(d.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipientCompanyId: partner.company.id, type: 'commercialsRemoved' });
    expect(rows[0].messageDe).toContain('an einen internen Standort verlegt');
  });

  it('→ external sets accessibility public', async () => {
    const d = await createDisplay(t.db, own.company.id, {
      accessibility: 'private',
      location: 'internal',
      shareOptions: 'notShare',
    });
    await call('PATCH', `/displays/changeLocation/${d.id}`, ownerToken, { location: 'external' });
    expect(await row(d.id)).toMatchObject({ location: 'external', accessibility: 'public' });
  });
});

describe('PATCH /displays/changeAccessibility/{id}', () => {
  guardTests('/displays/changeAccessibility', { share: 'notShare' }, { share: 'all' });

  it('share / restricted set accessibility public; restricted keeps the shares', async () => {
    const d = await createDisplay(t.db, own.company.id, {
      accessibility: 'private',
      location: 'internal',
      shareOptions: 'notShare',
    });
    await call('PATCH', `/displays/changeAccessibility/${d.id}`, ownerToken, { share: 'share' });
    expect(await row(d.id)).toMatchObject({ accessibility: 'public', shareOptions: 'share' });
    await t.db.insert(displayShares).values({ displayId: d.id, partnerCompanyId: partner.company.id });
    await addSpots(d.id, [partner.company.id, 'adSpot'], [partner2.company.id, 'adSpot']);
    await call('PATCH', `/displays/changeAccessibility/${d.id}`, ownerToken, { share: 'restricted' });
    expect(await row(d.id)).toMatchObject({ shareOptions: 'restricted' });
    expect(
      (await t.db.select().from(displayShares).where(eq(displayShares.displayId, d.id))).map((s) => s.partnerCompanyId),
    ).toEqual([partner.company.id]);
    // partner2 lost access: its ad spot is gone and it is told so.
    expect((await spots(d.id)).map((s) => s.advertiserCompanyId)).toEqual([partner.company.id]);
    expect((await notes(d.id)).map((n) => [n.recipientCompanyId, n.type])).toEqual([
      [partner2.company.id, 'displayUnshared'],
    ]);
  });

  it('notShare deletes shares and partners’ ad spots and notifies them', async () => {
    const d = await createDisplay(t.db, own.company.id, { shareOptions: 'restricted' });
    await t.db.insert(displayShares).values({ displayId: d.id, partnerCompanyId: partner.company.id });
    await addSpots(d.id, [partner.company.id, 'adSpot'], [own.company.id, 'adSpot']);
    await call('PATCH', `/displays/changeAccessibility/${d.id}`, ownerToken, { share: 'notShare' });
    expect(await row(d.id)).toMatchObject({ shareOptions: 'notShare', accessibility: 'public' });
    expect((await spots(d.id)).map((s) => s.advertiserCompanyId)).toEqual([own.company.id]);
    expect(await t.db.select().from(displayShares).where(eq(displayShares.displayId, d.id))).toEqual([]);
    const rows = await notes(d.id);
    expect(rows.map((n) => [n.recipientCompanyId, n.type])).toEqual([[partner.company.id, 'displayUnshared']]);
    expect(rows[0].messageEn).toContain('no longer shares');
  });
});

describe('PATCH /displays/changeStatus/{id}', () => {
  guardTests('/displays/changeStatus', { status: 'inactive' }, { status: 'paused' });

  it('deactivating deletes all ad spots and informs the partners it is shared with', async () => {
    const d = await createDisplay(t.db, own.company.id, { shareOptions: 'share' });
    await addSpots(d.id, [partner.company.id, 'adSpot'], [own.company.id, 'commercial']);
    const res = await call('PATCH', `/displays/changeStatus/${d.id}`, ownerToken, { status: 'inactive' });
    expect(res.json()).toEqual({ message: 'Display status changed successfully' });
    expect(await row(d.id)).toMatchObject({ isActive: false });
    expect(await spots(d.id)).toEqual([]);
    const rows = await notes(d.id);
    expect(rows.map((n) => n.recipientCompanyId).sort()).toEqual([partner.company.id, partner2.company.id].sort());
    expect(rows.every((n) => n.type === 'displayDeactivated' && n.messageDe.includes('deaktiviert'))).toBe(true);
    await call('PATCH', `/displays/changeStatus/${d.id}`, ownerToken, { status: 'active' });
    expect(await row(d.id)).toMatchObject({ isActive: true });
    expect((await logs(d.id)).map((l) => l.action).sort()).toEqual(['activated', 'deactivated']);
  });

  it('only completed displays (409)', async () => {
    const draft = await createDisplay(t.db, own.company.id, { status: 'draft', isActive: false });
    const res = await call('PATCH', `/displays/changeStatus/${draft.id}`, ownerToken, { status: 'active' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only completed displays can be activated or deactivated.');
    expect(await row(draft.id)).toMatchObject({ isActive: false });
  });
});

describe('PATCH /displays/changeLockStatus', () => {
  it('locks and unlocks several displays', async () => {
    const a = await createDisplay(t.db, own.company.id);
    const b = await createDisplay(t.db, own.company.id, { status: 'draft' });
    const res = await call('PATCH', '/displays/changeLockStatus?lang=de', ownerToken, {
      displayIds: [a.id, b.id],
      action: 'lock',
    });
    expect(res.json()).toEqual({ message: 'Sperrstatus erfolgreich geändert' });
    expect((await row(a.id)).isLocked).toBe(true);
    expect((await row(b.id)).isLocked).toBe(true);
    await call('PATCH', '/displays/changeLockStatus', ownerToken, { displayIds: [a.id], action: 'unlock' });
    expect((await row(a.id)).isLocked).toBe(false);
    expect((await logs(a.id)).map((l) => l.action).sort()).toEqual(['locked', 'unlocked']);
  });

  it('changes nothing when one id is foreign (404), checks input and key', async () => {
    const a = await createDisplay(t.db, own.company.id);
    const foreign = await createDisplay(t.db, other.company.id);
    expect(
      (
        await call('PATCH', '/displays/changeLockStatus', ownerToken, {
          displayIds: [a.id, foreign.id],
          action: 'lock',
        })
      ).statusCode,
    ).toBe(404);
    expect((await row(a.id)).isLocked).toBe(false);
    expect((await row(foreign.id)).isLocked).toBe(false);
    expect(
      (await call('PATCH', '/displays/changeLockStatus', ownerToken, { displayIds: [a.id], action: 'freeze' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/displays/changeLockStatus', ownerToken, { displayIds: [], action: 'lock' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/displays/changeLockStatus', ownerToken, { displayIds: ['nope'], action: 'lock' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/displays/changeLockStatus', noKeysToken, { displayIds: [a.id], action: 'lock' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', '/displays/changeLockStatus', undefined, { displayIds: [a.id], action: 'lock' })).statusCode,
    ).toBe(419);
  });
});

describe('PATCH /displays/shutdown', () => {
  it('shuts down: deactivated, ad spots, shares and media rows deleted, storage keys logged, partners notified', async () => {
    const a = await createDisplay(t.db, own.company.id, { shareOptions: 'restricted', title: 'Abschied' });
    const b = await createDisplay(t.db, own.company.id, { status: 'draft', isActive: false });
    await t.db.insert(displayShares).values({ displayId: a.id, partnerCompanyId: partner.company.id });
    await addSpots(a.id, [partner.company.id, 'adSpot']);
    await t.db.insert(displayMedia).values({
      displayId: a.id,
      companyId: own.company.id,
      kind: 'location',
      storageKey: 'disp/a.jpg',
      thumbKey: 'disp/a.thumb.jpg',
      mime: 'image/jpeg',
      sizeBytes: 1,
    });
    const res = await call('PATCH', '/displays/shutdown', ownerToken, { displayIds: [a.id, b.id] });
    expect(res.json()).toEqual({ message: 'The selected display(s) were shut down' });
    const after = await row(a.id);
    expect(after.shutdownAt).toBeInstanceOf(Date);
    expect(after.isActive).toBe(false);
    expect(await spots(a.id)).toEqual([]);
    expect(await t.db.select().from(displayMedia).where(eq(displayMedia.displayId, a.id))).toEqual([]);
    expect(await t.db.select().from(displayShares).where(eq(displayShares.displayId, a.id))).toEqual([]);
    const log = (await logs(a.id)).find((l) => l.action === 'shutdown');
    expect(log?.details).toEqual({ storageKeys: ['disp/a.jpg', 'disp/a.thumb.jpg'] });
    expect((await notes(a.id)).map((n) => [n.recipientCompanyId, n.type])).toEqual([
      [partner.company.id, 'displayShutdown'],
    ]);
    // Invisible everywhere afterwards, and irreversible.
    expect((await call('GET', `/displays/getExpandedInfo/${a.id}`, ownerToken)).statusCode).toBe(404);
    expect((await call('PATCH', '/displays/shutdown', ownerToken, { displayIds: [a.id] })).statusCode).toBe(404);
    expect((await call('PATCH', `/displays/changeStatus/${a.id}`, ownerToken, { status: 'active' })).statusCode).toBe(
      404,
    );
  });

  it('one display from its expanded row: the same call succeeds; its details are gone (404) afterwards', async () => {
    // The expanded row and the list send the same body. The "Not found." toast came from the web refetching the
    // expanded row's details after the shutdown; the server's answers are right and stay: 200, then 404.
    const d = await createDisplay(t.db, own.company.id, { title: 'Einzeln' });
    expect((await call('GET', `/displays/getExpandedInfo/${d.id}`, ownerToken)).statusCode).toBe(200);
    const res = await call('PATCH', '/displays/shutdown?lang=de', ownerToken, { displayIds: [d.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Die ausgewählten Displays wurden stillgelegt' });
    expect((await row(d.id)).shutdownAt).toBeInstanceOf(Date);
    expect((await call('GET', `/displays/getExpandedInfo/${d.id}`, ownerToken)).statusCode).toBe(404);
  });

  it('locked → 409 and a foreign id → 404, both change nothing', async () => {
    const a = await createDisplay(t.db, own.company.id);
    const locked = await createDisplay(t.db, own.company.id, { isLocked: true });
    const foreign = await createDisplay(t.db, other.company.id);
    expect((await call('PATCH', '/displays/shutdown', ownerToken, { displayIds: [a.id, locked.id] })).statusCode).toBe(
      409,
    );
    expect((await call('PATCH', '/displays/shutdown', ownerToken, { displayIds: [a.id, foreign.id] })).statusCode).toBe(
      404,
    );
    expect((await row(a.id)).shutdownAt).toBeNull();
    expect((await row(foreign.id)).shutdownAt).toBeNull();
    expect((await call('PATCH', '/displays/shutdown', noKeysToken, { displayIds: [a.id] })).statusCode).toBe(403);
    expect((await call('PATCH', '/displays/shutdown', ownerToken, { displayIds: a.id })).statusCode).toBe(400);
  });
});

describe('audit', () => {
  it('keeps every change in display_logs with the actor', async () => {
    const d = await createDisplay(t.db, own.company.id);
    await call('PATCH', `/displays/changeLocation/${d.id}`, ownerToken, { location: 'internal' });
    const [entry] = await t.db
      .select()
      .from(displayLogs)
      .where(and(eq(displayLogs.displayId, d.id), eq(displayLogs.action, 'locationChanged')));
    expect(entry).toMatchObject({ actorId: ownerId, details: { from: 'external', to: 'internal' } });
  });
});
