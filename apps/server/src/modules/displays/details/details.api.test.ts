import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMedia, displayShares } from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helper.ts';
import { type DisplayTestWorld, type TestCompany, displayTestWorld } from '../test-world.ts';

let t: TestApp;
let own: TestCompany;
let partner: TestCompany;
let ownerToken: string;
let partnerToken: string;
let partnerNoKeysToken: string;
let otherToken: string;
let call: DisplayTestWorld['call'];
beforeAll(async () => {
  ({ t, own, partner, ownerToken, partnerToken, partnerNoKeysToken, otherToken, call } = await displayTestWorld());
});
afterAll(() => t.close());

describe('GET /displays/getExpandedInfo/{id}', () => {
  it('answers the details with signed media, log and company name', async () => {
    const d = await createDisplay(t.db, own.company.id, { title: 'Details 🖥️' });
    await t.db.insert(displayMedia).values([
      {
        displayId: d.id,
        companyId: own.company.id,
        kind: 'location',
        storageKey: 'a',
        thumbKey: 'at',
        mime: 'image/png',
        sizeBytes: 1,
        sortOrder: 0,
      },
      {
        displayId: d.id,
        companyId: own.company.id,
        kind: 'location',
        storageKey: 'v',
        mime: 'video/mp4',
        sizeBytes: 1,
        sortOrder: 1,
        durationSeconds: 8,
      },
      {
        displayId: d.id,
        companyId: own.company.id,
        kind: 'placeholder',
        storageKey: 'p',
        thumbKey: 'pt',
        mime: 'image/jpeg',
        sizeBytes: 1,
      },
    ]);
    await call('PATCH', `/displays/changeLockStatus`, ownerToken, { displayIds: [d.id], action: 'lock' });
    const res = await call('GET', `/displays/getExpandedInfo/${d.id}?lang=de`, ownerToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: d.id,
      title: 'Details 🖥️',
      companyName: 'Zeitungshaus Nord',
      isLocked: true,
      peakTimes: { mon: 3, sat: 4 },
    });
    expect(data.displayMedias).toHaveLength(2);
    expect(data.displayMedias[1]).toMatchObject({ type: 'video/mp4', durationSeconds: 8 });
    expect(data.displayMedias[0].url).toMatch(/\/file\?exp=/);
    expect(data.displayPlaceMedias).toHaveLength(1);
    expect(data.displayLog).toEqual([
      { action: 'Display gesperrt', at: expect.any(String), actorName: 'Erika Mustermann' },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/storageKey|playerTokenHash|searchText/);
  });

  it('lets partners read shared displays, 404 for everyone else', async () => {
    const shared = await createDisplay(t.db, own.company.id, { shareOptions: 'share' });
    const restricted = await createDisplay(t.db, own.company.id, { shareOptions: 'restricted' });
    const restrictedForPartner = await createDisplay(t.db, own.company.id, { shareOptions: 'restricted' });
    await t.db
      .insert(displayShares)
      .values({ displayId: restrictedForPartner.id, partnerCompanyId: partner.company.id });
    const notShared = await createDisplay(t.db, own.company.id, { shareOptions: 'notShare' });
    const get = (id: string, token: string) => call('GET', `/displays/getExpandedInfo/${id}`, token);
    const seen = await get(shared.id, partnerToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      id: shared.id,
      companyName: 'Zeitungshaus Nord',
      email: null,
      canManageToken: false,
    });
    expect((await get(restrictedForPartner.id, partnerToken)).statusCode).toBe(200);
    expect((await get(restricted.id, partnerToken)).statusCode).toBe(404);
    expect((await get(notShared.id, partnerToken)).statusCode).toBe(404);
    expect((await get(shared.id, partnerNoKeysToken)).statusCode).toBe(404);
    expect((await get(shared.id, otherToken)).statusCode).toBe(404);
    expect((await get(shared.id, otherToken)).json().message).toBe('Not found.');
  });

  it('answers 404 for shut-down and unknown ids, 400 for a bad id, 419 without a token', async () => {
    const gone = await createDisplay(t.db, own.company.id, { shutdownAt: new Date() });
    expect((await call('GET', `/displays/getExpandedInfo/${gone.id}`, ownerToken)).statusCode).toBe(404);
    expect((await call('GET', `/displays/getExpandedInfo/${crypto.randomUUID()}`, ownerToken)).statusCode).toBe(404);
    expect((await call('GET', '/displays/getExpandedInfo/1%20or%201=1', ownerToken)).statusCode).toBe(400);
    expect((await call('GET', `/displays/getExpandedInfo/${gone.id}`)).statusCode).toBe(419);
  });
});
