import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpots, displayShares, notifications, partnerships } from '../../../db/schema/index.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { caller } from '../invitations/test-world.ts';
import { adSpotOn, partnerWorld, sharedDisplay, userWithKeys } from '../test-world.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const noticesAbout = (recipient: string, about: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientCompanyId, recipient), eq(notifications.resourceId, about)));
const myRow = async (owner: string, partner: string) =>
  (
    await t.db
      .select()
      .from(partnerships)
      .where(and(eq(partnerships.companyId, owner), eq(partnerships.partnerCompanyId, partner)))
  )[0];
const partnerSees = async (token: string) =>
  (await call('POST', '/partnerDisplays/search', token, {})).json().totalCount as number;

describe('POST /api/partners/{partnerId}/status', () => {
  it('blocking hides my displays from the partner, deletes its ad spots on them, keeps my share rows; both are told', async () => {
    const w = await partnerWorld(t, `S${randomUUID().slice(0, 6)}`);
    const me = w.me.company.id;
    const partner = w.active.company.id;
    const restricted = await sharedDisplay(t, me, [partner]);
    const toAll = await sharedDisplay(t, me);
    const theirs = await sharedDisplay(t, partner, [me]);
    await adSpotOn(t, restricted.id, partner);
    await adSpotOn(t, toAll.id, partner);
    await adSpotOn(t, toAll.id, w.blocksMe.company.id); // another partner's spot stays
    await adSpotOn(t, theirs.id, me); // my spot on its display stays
    expect(await partnerSees(w.active.token)).toBe(2);

    const res = await call('POST', `/partners/${partner}/status?lang=de`, w.me.token, { status: 'blocked' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Der Partner wurde gesperrt.',
      changed: true,
      partner: { id: partner, status: 'blocked', sharedByMe: 2, sharedWithMe: 1 },
    });
    expect((await myRow(me, partner)).status).toBe('blocked');
    expect((await myRow(partner, me)).status).toBe('active');
    expect(await partnerSees(w.active.token)).toBe(0);
    const spots = await t.db
      .select({ display: adSpots.displayId, company: adSpots.advertiserCompanyId })
      .from(adSpots)
      .where(inArray(adSpots.displayId, [restricted.id, toAll.id, theirs.id]));
    expect(spots).toHaveLength(2);
    expect(spots).toEqual(
      expect.arrayContaining([
        { display: toAll.id, company: w.blocksMe.company.id },
        { display: theirs.id, company: me },
      ]),
    );
    const rows = await t.db.select().from(displayShares).where(eq(displayShares.displayId, restricted.id));
    expect(rows.map((r) => r.partnerCompanyId)).toEqual([partner]);
    // The partner still shares with me; I still see its display.
    expect(await partnerSees(w.me.token)).toBeGreaterThanOrEqual(1);

    const [toPartner] = await noticesAbout(partner, me);
    expect(toPartner).toMatchObject({ type: 'partnerBlocked', resourceType: 'partner', senderCompanyId: me });
    expect(toPartner.messageEn).toContain(`${w.me.company.name} blocked the partnership with you.`);
    const [toMe] = await noticesAbout(me, partner);
    expect(toMe).toMatchObject({ type: 'partnerBlocked', resourceType: 'partner', senderCompanyId: partner });
    expect(toMe.messageDe).toContain(`Sie haben die Partnerschaft mit ${w.active.company.name} gesperrt.`);

    // The same status again: nothing changes, no one is told.
    const again = await call('POST', `/partners/${partner}/status`, w.me.token, { status: 'blocked' });
    expect(again.json()).toMatchObject({ changed: false, message: expect.stringContaining('already') });
    expect(await noticesAbout(partner, me)).toHaveLength(1);

    // Unblocking shows the kept shares again.
    const un = await call('POST', `/partners/${partner}/status`, w.me.token, { status: 'unblocked' });
    expect(un.json()).toMatchObject({ changed: true, partner: { status: 'unblocked' } });
    expect(await partnerSees(w.active.token)).toBe(2);
    const told = (await noticesAbout(partner, me)).map((n) => n.type).sort();
    expect(told).toEqual(['partnerBlocked', 'partnerUnblocked']);
    expect((await noticesAbout(me, partner)).map((n) => n.type).sort()).toEqual(['partnerBlocked', 'partnerUnblocked']);
  });

  it('the blocked side may block back; each direction is its own', async () => {
    const w = await partnerWorld(t, `S${randomUUID().slice(0, 6)}`);
    const res = await call('POST', `/partners/${w.me.company.id}/status`, w.blocksMe.token, { status: 'unblocked' });
    expect(res.json()).toMatchObject({ changed: true, partner: { status: 'unblocked', blockedByPartner: false } });
    const back = await call('POST', `/partners/${w.me.company.id}/status`, w.blockedByMe.token, { status: 'blocked' });
    expect(back.json()).toMatchObject({ changed: true, partner: { status: 'blocked', blockedByPartner: true } });
  });

  it('400 for a bad body or id, 403 without the key, 404 for a company that is no partner (nothing changes)', async () => {
    const w = await partnerWorld(t, `S${randomUUID().slice(0, 6)}`);
    const url = `/partners/${w.active.company.id}/status`;
    for (const body of [{}, { status: 'active' }, { status: 'blocked', extra: 1 }]) {
      const res = await call('POST', `${url}?lang=de`, w.me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', '/partners/nope/status', w.me.token, { status: 'blocked' })).statusCode).toBe(400);
    const readOnly = await userWithKeys(t, w.me, ['GET_PARTNERS']);
    expect((await call('POST', url, readOnly, { status: 'blocked' })).statusCode).toBe(403);
    for (const id of [w.stranger.company.id, w.me.company.id, randomUUID()]) {
      const res = await call('POST', `/partners/${id}/status`, w.me.token, { status: 'blocked' });
      expect(res.statusCode).toBe(404);
    }
    // The stranger cannot block my partner's partnership with me.
    const foreign = await call('POST', `/partners/${w.active.company.id}/status`, w.stranger.token, {
      status: 'blocked',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await myRow(w.me.company.id, w.active.company.id)).status).toBe('active');
    expect((await myRow(w.active.company.id, w.me.company.id)).status).toBe('active');
  });
});
