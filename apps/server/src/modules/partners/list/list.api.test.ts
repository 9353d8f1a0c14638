import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDisplay } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { caller } from '../invitations/test-world.ts';
import { type PartnerWorld, partnerWorld, sharedDisplay, userWithKeys } from '../test-world.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: PartnerWorld;
let prefix: string;
beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  prefix = `L${randomUUID().slice(0, 6)}`;
  w = await partnerWorld(t, prefix);
});
afterAll(() => t.close());

const names = (res: { json: () => { items: { companyName: string }[] } }) =>
  res.json().items.map((i) => i.companyName.replace(`${prefix} `, ''));

describe('GET /api/partners', () => {
  it('lists my partners in either status, by name, with both directions and the shared counts', async () => {
    await sharedDisplay(t, w.me.company.id); // shared with every partner
    await sharedDisplay(t, w.me.company.id, [w.active.company.id]);
    await createDisplay(t.db, w.me.company.id, { shareOptions: 'notShare' });
    await sharedDisplay(t, w.active.company.id, [w.me.company.id]);
    await sharedDisplay(t, w.active.company.id, [w.stranger.company.id]);
    await sharedDisplay(t, w.blocksMe.company.id);
    await sharedDisplay(t, w.blockedByMe.company.id);
    const res = await call('GET', '/partners', w.me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(3);
    expect(names(res)).toEqual(['Alpha Partner', 'Beta Partner', 'Gamma Partner']);
    const [alpha, beta, gamma] = body.items;
    expect(alpha).toMatchObject({
      id: w.active.company.id,
      logoThumbUrl: null,
      status: 'unblocked',
      blockedByPartner: false,
      sharedByMe: 2,
      sharedWithMe: 1,
      admin: { name: 'Olga Owner', email: w.active.email, phone: null },
      company: { industry: 'retail', street: 'Hauptstraße', postcode: '10115', town: 'Berlin', phone: '+49 30 123456' },
    });
    expect(Date.parse(alpha.partnerSince)).toBeGreaterThan(Date.now() - 60_000);
    // I block Beta: my shares stay counted (they come back on unblock); Beta still shares its display with me.
    expect(beta).toMatchObject({ status: 'blocked', blockedByPartner: false, sharedByMe: 1, sharedWithMe: 1 });
    // Gamma blocks me: its display is hidden from me.
    expect(gamma).toMatchObject({ status: 'unblocked', blockedByPartner: true, sharedByMe: 1, sharedWithMe: 0 });
  });

  it('filters by id, name or admin address, status, period and display; pages and sorts', async () => {
    const q = async (query: string, token = w.me.token) => {
      const res = await call('GET', `/partners?${query}`, token);
      expect(res.statusCode).toBe(200);
      return names(res);
    };
    expect(await q(`idORNameOREmail=${w.blocksMe.company.id.toUpperCase()}`)).toEqual(['Gamma Partner']);
    expect(await q('idORNameOREmail=beta%20PART')).toEqual(['Beta Partner']);
    expect(await q(`idORNameOREmail=${encodeURIComponent(w.active.email.slice(0, 20))}`)).toEqual(['Alpha Partner']);
    expect(await q('idORNameOREmail=%25')).toEqual([]);
    expect(await q('status=blocked')).toEqual(['Beta Partner']);
    expect(await q('status=unblocked')).toEqual(['Alpha Partner', 'Gamma Partner']);
    expect(await q('period=7')).toHaveLength(3);
    expect(await q('perPage=10&page=2')).toEqual([]);
    expect(await q('sort=companyName&sortOrder=desc')).toEqual(['Gamma Partner', 'Beta Partner', 'Alpha Partner']);

    // A display of mine restricted to Alpha; one shared with every partner; a partner's display shared with me.
    const restricted = await sharedDisplay(t, w.me.company.id, [w.active.company.id]);
    const toAll = await sharedDisplay(t, w.me.company.id);
    const theirs = await sharedDisplay(t, w.active.company.id, [w.me.company.id]);
    const hidden = await sharedDisplay(t, w.blocksMe.company.id);
    const notShared = await createDisplay(t.db, w.me.company.id, { shareOptions: 'notShare' });
    const foreign = await sharedDisplay(t, w.stranger.company.id);
    expect(await q(`displayId=${restricted.id}`)).toEqual(['Alpha Partner']);
    expect(await q(`displayId=${toAll.id}`)).toEqual(['Alpha Partner', 'Beta Partner', 'Gamma Partner']);
    expect(await q(`displayId=${theirs.id}`)).toEqual(['Alpha Partner']);
    expect(await q(`displayId=${hidden.id}`)).toEqual([]);
    expect(await q(`displayId=${notShared.id}`)).toEqual([]);
    expect(await q(`displayId=${foreign.id}`)).toEqual([]);
    expect(await q(`displayId=${randomUUID()}`)).toEqual([]);
  });

  it('leaves out the admin and company details without their keys; the address is then not searched', async () => {
    const token = await userWithKeys(t, w.me, ['GET_PARTNERS']);
    const res = await call('GET', '/partners', token);
    expect(res.statusCode).toBe(200);
    for (const item of res.json().items) {
      expect(item).not.toHaveProperty('admin');
      expect(item).not.toHaveProperty('company');
    }
    const byMail = await call('GET', `/partners?idORNameOREmail=${encodeURIComponent(w.active.email)}`, token);
    expect(byMail.json().totalCount).toBe(0);
    const withAdmin = await userWithKeys(t, w.me, ['GET_PARTNERS', 'GET_PARTNER_ADMIN_INFO']);
    const [item] = (await call('GET', '/partners?status=blocked', withAdmin)).json().items;
    expect(item.admin.email).toBe(w.blockedByMe.email);
    expect(item).not.toHaveProperty('company');
  });

  it('answers 400 for unknown filters and values, 403 without the key, 419 without a token', async () => {
    for (const query of [
      'period=8',
      'perPage=15',
      'status=active',
      'displayId=nope',
      'page=0',
      'sort=email',
      'extra=1',
      `idORNameOREmail=${'x'.repeat(201)}`,
    ]) {
      const res = await call('GET', `/partners?${query}&lang=de`, w.me.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.length, query).toBeGreaterThan(0);
    }
    expect((await call('GET', '/partners', w.me.noKeysToken)).statusCode).toBe(403);
    expect((await call('GET', '/partners')).statusCode).toBe(419);
  });

  it("another company's list is its own", async () => {
    const res = await call('GET', '/partners', w.stranger.token);
    expect(res.json()).toEqual({ items: [], totalCount: 0 });
  });
});

describe('GET /api/partners/{partnerId}/details', () => {
  it('answers one partner as the list shows it', async () => {
    const res = await call('GET', `/partners/${w.blocksMe.company.id}/details`, w.me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: w.blocksMe.company.id, status: 'unblocked', blockedByPartner: true });
    const other = await call('GET', `/partners/${w.me.company.id}/details`, w.blocksMe.token);
    expect(other.json()).toMatchObject({ id: w.me.company.id, status: 'blocked', blockedByPartner: false });
  });

  it('404 for a company that is no partner, my own and unknown ids; 400 for a bad id; 403 without the key', async () => {
    for (const id of [w.stranger.company.id, w.me.company.id, randomUUID()]) {
      const res = await call('GET', `/partners/${id}/details?lang=de`, w.me.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Der Partner wurde nicht gefunden.');
    }
    expect((await call('GET', '/partners/nope/details', w.me.token)).statusCode).toBe(400);
    expect((await call('GET', `/partners/${w.active.company.id}/details`, w.me.noKeysToken)).statusCode).toBe(403);
  });
});
