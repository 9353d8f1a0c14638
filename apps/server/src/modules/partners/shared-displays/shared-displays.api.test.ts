import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adSpots,
  displayShares,
  displays,
  notifications,
  partnerFavoriteDisplays,
  partnerships,
} from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { caller } from '../invitations/test-world.ts';
import { type PartnerDisplayWorld, partnerDisplayWorld } from './test-world.ts';

let t: TestApp;
let w: PartnerDisplayWorld;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await partnerDisplayWorld(t);
  await t.db.insert(partnerships).values([
    { companyId: w.own.id, partnerCompanyId: w.blocked.id, status: 'blocked' },
    { companyId: w.blocked.id, partnerCompanyId: w.own.id, status: 'blocked' },
  ]);
  call = caller(t);
});
afterAll(() => t.close());

const shares = async (id: string) =>
  (await t.db.select().from(displayShares).where(eq(displayShares.displayId, id)))
    .map((s) => s.partnerCompanyId)
    .sort();
const displayOf = async (id: string) => (await t.db.select().from(displays).where(eq(displays.id, id)))[0];

describe('GET /partners/{partnerId}/displays', () => {
  it('byMe: my displays shared with the partner (all partners, or restricted with its row), drafts included', async () => {
    const all = await createDisplay(t.db, w.own.id, { title: 'Alle' });
    const restricted = await createDisplay(t.db, w.own.id, { title: 'Auswahl', shareOptions: 'restricted' });
    const draft = await createDisplay(t.db, w.own.id, {
      title: 'Entwurf',
      shareOptions: 'restricted',
      status: 'draft',
    });
    const onlyP2 = await createDisplay(t.db, w.own.id, { shareOptions: 'restricted' });
    await createDisplay(t.db, w.own.id, { shareOptions: 'notShare' });
    await createDisplay(t.db, w.own.id, { shareOptions: 'share', shutdownAt: new Date() });
    await t.db.insert(displayShares).values([
      { displayId: restricted.id, partnerCompanyId: w.p1.id },
      { displayId: draft.id, partnerCompanyId: w.p1.id },
      { displayId: onlyP2.id, partnerCompanyId: w.p2.id },
    ]);
    const res = await call('GET', `/partners/${w.p1.id}/displays?direction=byMe`, w.ownerToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.items.filter((i: { id: string }) => [all.id, restricted.id, draft.id, onlyP2.id].includes(i.id));
    expect(mine).toEqual([
      {
        id: all.id,
        onlineId: all.onlineId,
        title: 'Alle',
        status: 'completed',
        isActive: true,
        shareOptions: 'share',
        thumbUrl: null,
        isFavorite: false,
      },
      {
        id: restricted.id,
        onlineId: restricted.onlineId,
        title: 'Auswahl',
        status: 'completed',
        isActive: true,
        shareOptions: 'restricted',
        thumbUrl: null,
        isFavorite: false,
      },
      {
        id: draft.id,
        onlineId: draft.onlineId,
        title: 'Entwurf',
        status: 'draft',
        isActive: true,
        shareOptions: 'restricted',
        thumbUrl: null,
        isFavorite: false,
      },
    ]);
    expect(body.totalCount).toBe(body.items.length);
    // A blocked partner does not see the displays shared with all partners.
    const blockedRes = await call('GET', `/partners/${w.blocked.id}/displays`, w.ownerToken);
    expect(blockedRes.json().items.map((i: { id: string }) => i.id)).not.toContain(all.id);
  });

  it('withMe: the partner displays I see now, favourites first, with isFavorite', async () => {
    const a = await createDisplay(t.db, w.p1.id, { title: 'A' });
    const b = await createDisplay(t.db, w.p1.id, { title: 'B' });
    await createDisplay(t.db, w.p1.id, { title: 'Privat', accessibility: 'private', shareOptions: 'notShare' });
    await createDisplay(t.db, w.p2.id, { title: 'Anderer Partner' });
    await t.db.insert(partnerFavoriteDisplays).values({ companyId: w.own.id, displayId: b.id });
    const res = await call('GET', `/partners/${w.p1.id}/displays?direction=withMe&perPage=100`, w.ownerToken);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; isFavorite: boolean }[];
    expect(items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(items.map((i) => i.isFavorite)).toEqual([true, false]);
    expect(res.json().totalCount).toBe(2);
  });

  it('pages', async () => {
    const res = await call('GET', `/partners/${w.p1.id}/displays?direction=byMe&page=1&perPage=1`, w.ownerToken);
    expect(res.json().items).toHaveLength(1);
    expect(res.json().totalCount).toBeGreaterThan(1);
  });

  it('400 / 403 / 404 / 419', async () => {
    expect((await call('GET', '/partners/abc/displays', w.ownerToken)).statusCode).toBe(400);
    expect((await call('GET', `/partners/${w.p1.id}/displays?direction=mine`, w.ownerToken)).statusCode).toBe(400);
    expect((await call('GET', `/partners/${w.p1.id}/displays?perPage=101`, w.ownerToken)).statusCode).toBe(400);
    const noKey = await call('GET', `/partners/${w.p1.id}/displays?direction=withMe&lang=de`, w.noKeysToken);
    expect(noKey.statusCode).toBe(403);
    expect((await call('GET', `/partners/${w.p1.id}/displays`, w.noKeysToken)).statusCode).toBe(403);
    const stranger = await call('GET', `/partners/${w.other.id}/displays?lang=de`, w.ownerToken);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Dieses Unternehmen ist nicht Ihr Partner.');
    expect((await call('GET', `/partners/${w.own.id}/displays`, w.ownerToken)).statusCode).toBe(404);
    expect((await call('GET', `/partners/${w.p1.id}/displays`)).statusCode).toBe(419);
  });
});

describe('DELETE /partners/{partnerId}/displays/{displayId}', () => {
  it('a restricted display loses the partner: its row and ad spots go, it is told, other rows stay', async () => {
    const d = await createDisplay(t.db, w.own.id, { title: 'Wartezimmer', shareOptions: 'restricted' });
    await t.db.insert(displayShares).values([
      { displayId: d.id, partnerCompanyId: w.p1.id },
      { displayId: d.id, partnerCompanyId: w.p2.id },
      { displayId: d.id, partnerCompanyId: w.blocked.id },
    ]);
    await t.db.insert(adSpots).values([
      { displayId: d.id, advertiserCompanyId: w.p1.id },
      { displayId: d.id, advertiserCompanyId: w.p2.id },
    ]);
    const res = await call('DELETE', `/partners/${w.p1.id}/displays/${d.id}?lang=de`, w.ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Das Display wird nicht mehr mit diesem Partner geteilt.' });
    expect(await shares(d.id)).toEqual([w.p2.id, w.blocked.id].sort());
    const spots = await t.db.select().from(adSpots).where(eq(adSpots.displayId, d.id));
    expect(spots.map((s) => s.advertiserCompanyId)).toEqual([w.p2.id]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.resourceId, d.id));
    expect(notes.map((n) => [n.recipientCompanyId, n.type])).toEqual([[w.p1.id, 'displayUnshared']]);
    expect((await call('GET', `/displays/getExpandedInfo/${d.id}`, w.p1Token)).statusCode).toBe(404);
  });

  it('a display shared with all partners becomes restricted to the others', async () => {
    const d = await createDisplay(t.db, w.own.id, { shareOptions: 'share' });
    expect((await call('DELETE', `/partners/${w.p1.id}/displays/${d.id}`, w.ownerToken)).statusCode).toBe(200);
    expect((await displayOf(d.id)).shareOptions).toBe('restricted');
    expect(await shares(d.id)).toEqual([w.p2.id]);
  });

  it('the last partner of a restricted display leaves it restricted to nobody', async () => {
    const d = await createDisplay(t.db, w.own.id, { shareOptions: 'restricted' });
    await t.db.insert(displayShares).values({ displayId: d.id, partnerCompanyId: w.p1.id });
    expect((await call('DELETE', `/partners/${w.p1.id}/displays/${d.id}`, w.ownerToken)).statusCode).toBe(200);
    expect((await displayOf(d.id)).shareOptions).toBe('restricted');
    expect(await shares(d.id)).toEqual([]);
  });

  it('a draft tells nobody', async () => {
    const d = await createDisplay(t.db, w.own.id, { shareOptions: 'restricted', status: 'draft' });
    await t.db.insert(displayShares).values({ displayId: d.id, partnerCompanyId: w.p1.id });
    expect((await call('DELETE', `/partners/${w.p1.id}/displays/${d.id}`, w.ownerToken)).statusCode).toBe(200);
    expect(await t.db.select().from(notifications).where(eq(notifications.resourceId, d.id))).toEqual([]);
  });

  it('404 for a display not shared with the partner, another company, a non-partner; nothing changes', async () => {
    const onlyP2 = await createDisplay(t.db, w.own.id, { shareOptions: 'restricted' });
    await t.db.insert(displayShares).values({ displayId: onlyP2.id, partnerCompanyId: w.p2.id });
    const notShared = await createDisplay(t.db, w.own.id, { shareOptions: 'notShare' });
    const foreign = await createDisplay(t.db, w.p1.id, { shareOptions: 'share' });
    const shared = await createDisplay(t.db, w.own.id, { shareOptions: 'share' });
    for (const [partner, display] of [
      [w.p1.id, onlyP2.id],
      [w.p1.id, notShared.id],
      [w.p1.id, foreign.id],
      [w.own.id, foreign.id],
      [w.other.id, shared.id],
    ]) {
      expect((await call('DELETE', `/partners/${partner}/displays/${display}`, w.ownerToken)).statusCode).toBe(404);
    }
    expect(await shares(onlyP2.id)).toEqual([w.p2.id]);
    expect((await displayOf(shared.id)).shareOptions).toBe('share');
    expect((await displayOf(foreign.id)).shareOptions).toBe('share');
  });

  it('400 / 403 / 409 / 419', async () => {
    const d = await createDisplay(t.db, w.own.id, { shareOptions: 'share' });
    expect((await call('DELETE', `/partners/${w.p1.id}/displays/x`, w.ownerToken)).statusCode).toBe(400);
    expect((await call('DELETE', `/partners/${w.p1.id}/displays/${d.id}`, w.noKeysToken)).statusCode).toBe(403);
    const locked = await createDisplay(t.db, w.own.id, { shareOptions: 'share', isLocked: true });
    expect((await call('DELETE', `/partners/${w.p1.id}/displays/${locked.id}`, w.ownerToken)).statusCode).toBe(409);
    expect((await displayOf(locked.id)).shareOptions).toBe('share');
    expect((await call('DELETE', `/partners/${w.p1.id}/displays/${d.id}`)).statusCode).toBe(419);
    expect((await displayOf(d.id)).shareOptions).toBe('share');
  });
});
