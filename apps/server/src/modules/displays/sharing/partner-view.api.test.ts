import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Login,
  createCompany,
  createDisplay,
  createLoggedInUser,
  createPartnership,
} from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { multipart, pngImage } from '../../../media/test-media.ts';

let t: TestApp;
let owner: Login;
let partner: Login;
let ownerCompanyId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const own = await createCompany(t.db, { name: 'Eigentümer AG' });
  const other = await createCompany(t.db, { name: 'Partner GmbH' });
  ownerCompanyId = own.company.id;
  await createPartnership(t.db, own.company.id, other.company.id);
  owner = await createLoggedInUser(t.app.deps, {
    companyId: own.company.id,
    roleId: own.roleIds.owner,
    userType: 'companyOwner',
  });
  partner = await createLoggedInUser(t.app.deps, { companyId: other.company.id, roleId: other.roleIds.viewer });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A shared display at exact coordinates with a serial number, a log entry and an uploaded picture. */
async function sharedDisplayWithPicture() {
  const display = await createDisplay(t.db, ownerCompanyId, {
    serialNumber: 'SN-SECRET-4711',
    latitude: 52.520_008,
    longitude: 13.404_954,
    shareOptions: 'share',
  });
  const body = multipart(await pngImage(), 'p.png', 'image/png');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/displays/${display.id}/media?kind=location`,
    headers: { ...bearer(owner.accessToken), ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  return display;
}

describe('what a partner company sees of a shared display', () => {
  it('details and list rows carry the booking fields, not the serial number, the log or exact coordinates', async () => {
    const display = await sharedDisplayWithPicture();
    const own = (await call('GET', `/displays/getExpandedInfo/${display.id}`, owner.accessToken)).json().data;
    expect(own).toMatchObject({ serialNumber: 'SN-SECRET-4711', latitude: 52.520_008, longitude: 13.404_954 });
    expect(own.displayLog.length).toBeGreaterThan(0);

    const res = await call('GET', `/displays/getExpandedInfo/${display.id}`, partner.accessToken);
    expect(res.statusCode).toBe(200);
    const seen = res.json().data;
    expect(seen).not.toHaveProperty('serialNumber');
    expect(seen).not.toHaveProperty('displayLog');
    expect(seen).toMatchObject({
      id: display.id,
      title: display.title,
      street: 'Hauptstraße',
      city: 'Berlin',
      latitude: 52.52,
      longitude: 13.4,
      email: null,
      canManageToken: false,
      companyName: 'Eigentümer AG',
    });
    expect(seen.displayMedias).toHaveLength(1);
    expect(res.body).not.toContain('SN-SECRET-4711');
    expect(res.body).not.toContain('404954');

    const list = await call('POST', '/partnerDisplays/search', partner.accessToken, {});
    const row = list.json().displays.find((d: { id: string }) => d.id === display.id);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('email');
    expect(row).not.toHaveProperty('canManageToken');
    expect(list.body).not.toContain('SN-SECRET-4711');
  });
});

describe("a partner's media URLs after the display stops being shared", () => {
  it('answer 404 at once; the owner keeps its own URL; a partner URL is cached for minutes only', async () => {
    const display = await sharedDisplayWithPicture();
    const seen = (await call('GET', `/displays/getExpandedInfo/${display.id}`, partner.accessToken)).json().data;
    const partnerUrl: string = seen.displayMedias[0].url;
    const partnerThumb: string = seen.thumbUrl;
    expect(new URL(partnerUrl, 'http://x').searchParams.get('for')).toBe(partner.user.companyId);
    const ownUrl: string = (await call('GET', `/displays/getExpandedInfo/${display.id}`, owner.accessToken)).json().data
      .displayMedias[0].url;

    const before = await t.app.inject({ method: 'GET', url: partnerUrl });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, max-age=300');
    expect((await t.app.inject({ method: 'GET', url: partnerThumb })).statusCode).toBe(200);

    // The company cannot be swapped: the signature covers it.
    const swapped = partnerUrl.replace(partner.user.companyId as string, ownerCompanyId);
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    const dropped = partnerUrl.replace(/&for=[^&]+/, '');
    expect((await t.app.inject({ method: 'GET', url: dropped })).statusCode).toBe(403);

    const unshared = await call('PATCH', `/displays/changeAccessibility/${display.id}`, owner.accessToken, {
      share: 'notShare',
    });
    expect(unshared.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: partnerUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: partnerThumb })).statusCode).toBe(404);
    const ifCached = await t.app.inject({
      method: 'GET',
      url: partnerUrl,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(ifCached.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ownUrl })).statusCode).toBe(200);
  });
});
