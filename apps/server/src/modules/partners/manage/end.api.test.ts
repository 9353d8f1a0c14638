import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
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

const pairRows = (a: string, b: string) =>
  t.db
    .select()
    .from(partnerships)
    .where(
      or(
        and(eq(partnerships.companyId, a), eq(partnerships.partnerCompanyId, b)),
        and(eq(partnerships.companyId, b), eq(partnerships.partnerCompanyId, a)),
      ),
    );

/** Me and Alpha share both ways (restricted and to all) and book ad spots on each other's displays. */
async function sharingWorld() {
  const w = await partnerWorld(t, `E${randomUUID().slice(0, 6)}`);
  const me = w.me.company.id;
  const alpha = w.active.company.id;
  const mine = await sharedDisplay(t, me, [alpha, w.blocksMe.company.id]);
  const mineToAll = await sharedDisplay(t, me);
  const theirs = await sharedDisplay(t, alpha, [me]);
  await adSpotOn(t, mine.id, alpha);
  await adSpotOn(t, mineToAll.id, alpha);
  await adSpotOn(t, theirs.id, me);
  await adSpotOn(t, mine.id, w.blocksMe.company.id);
  return { w, me, alpha, displays: [mine.id, mineToAll.id, theirs.id] };
}

describe('GET /api/partners/{partnerId}/ending', () => {
  it('counts the shares each way and the ad spots both ways', async () => {
    const { w, alpha } = await sharingWorld();
    const res = await call('GET', `/partners/${alpha}/ending`, w.me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyName: w.active.company.name,
      ending: { sharesByMe: 2, sharesWithMe: 1, adSpots: 3 },
    });
  });

  it('403 without the key, 404 for no partner, 400 for a bad id', async () => {
    const { w, alpha } = await sharingWorld();
    const readOnly = await userWithKeys(t, w.me, ['GET_PARTNERS']);
    expect((await call('GET', `/partners/${alpha}/ending`, readOnly)).statusCode).toBe(403);
    expect((await call('GET', `/partners/${w.stranger.company.id}/ending`, w.me.token)).statusCode).toBe(404);
    expect((await call('GET', `/partners/${alpha}/ending`, w.stranger.token)).statusCode).toBe(404);
    expect((await call('GET', '/partners/nope/ending', w.me.token)).statusCode).toBe(400);
  });
});

describe('DELETE /api/partners/{partnerId}/partnership', () => {
  const remaining = async (displays: string[]) => ({
    shares: await t.db.select().from(displayShares).where(inArray(displayShares.displayId, displays)),
    spots: await t.db.select().from(adSpots).where(inArray(adSpots.displayId, displays)),
  });

  it('ends both directions, every share and the ad spots both ways; both are told; a new invitation is possible', async () => {
    const { w, me, alpha, displays } = await sharingWorld();
    const res = await call('DELETE', `/partners/${alpha}/partnership?lang=de`, w.me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Die Partnerschaft wurde beendet.',
      ended: { sharesByMe: 2, sharesWithMe: 1, adSpots: 3 },
    });
    expect(await pairRows(me, alpha)).toEqual([]);
    const left = await remaining(displays);
    // Only what belongs to the third company stays: its share row and its ad spot on my display.
    expect(left.shares.map((s) => s.partnerCompanyId)).toEqual([w.blocksMe.company.id]);
    expect(left.spots.map((s) => s.advertiserCompanyId)).toEqual([w.blocksMe.company.id]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'partnerDeleted'), inArray(notifications.recipientCompanyId, [me, alpha])));
    expect(told.map((n) => [n.recipientCompanyId, n.resourceId]).sort()).toEqual(
      [
        [alpha, me],
        [me, alpha],
      ].sort(),
    );
    expect((await call('GET', '/partners', w.active.token)).json().totalCount).toBe(0);
    expect((await call('GET', `/partners/${alpha}/details`, w.me.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/partners/${alpha}/partnership`, w.me.token)).statusCode).toBe(404);
    const invite = await call('POST', '/partners/invitations', w.active.token, { email: w.me.email });
    expect(invite.statusCode).toBe(201);
  });

  it('either side may delete, also a blocked partnership', async () => {
    const w = await partnerWorld(t, `E${randomUUID().slice(0, 6)}`);
    expect((await call('DELETE', `/partners/${w.me.company.id}/partnership`, w.blocksMe.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/partners/${w.blockedByMe.company.id}/partnership`, w.me.token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/partners', w.me.token)).json().items.map((i: { id: string }) => i.id)).toEqual([
      w.active.company.id,
    ]);
  });

  it('403 without the key and 404 for another company: nothing changes', async () => {
    const { w, me, alpha, displays } = await sharingWorld();
    const before = await remaining(displays);
    const readOnly = await userWithKeys(t, w.me, ['GET_PARTNERS', 'SET_PARTNER_STATUS']);
    expect((await call('DELETE', `/partners/${alpha}/partnership`, readOnly)).statusCode).toBe(403);
    expect((await call('DELETE', `/partners/${alpha}/partnership`, w.stranger.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/partners/${w.stranger.company.id}/partnership`, w.me.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/partners/nope/partnership', w.me.token)).statusCode).toBe(400);
    expect(await pairRows(me, alpha)).toHaveLength(2);
    const after = await remaining(displays);
    expect(after.shares).toHaveLength(before.shares.length);
    expect(after.spots).toHaveLength(before.spots.length);
  });
});
