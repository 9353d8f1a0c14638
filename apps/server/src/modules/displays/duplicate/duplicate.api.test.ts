import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { displayLimits } from '@plakat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMedia, displayShares, displays, notifications } from '../../../db/schema/index.ts';
import { jpegImage, multipart, pngImage } from '../../../media/test-media.ts';
import {
  type Login,
  companyOf,
  createCompany,
  createDisplay,
  createLoggedInUser,
  createPartnership,
} from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function upload(login: Login, id: string, kind: 'location' | 'placeholder', data: Buffer) {
  const body = multipart(data, 'file.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/displays/${id}/media?kind=${kind}`,
    headers: { ...bearer(login.accessToken), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().media as { uid: string; url: string; thumbUrl: string };
}

const duplicate = (login: Login, id: string, count: number, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/displays/duplicate/${id}/?duplicateCount=${count}&lang=${lang}`,
    headers: bearer(login.accessToken),
  });
const mediaOf = (displayId: string) =>
  t.db.select().from(displayMedia).where(eq(displayMedia.displayId, displayId)).orderBy(displayMedia.sortOrder);

describe('POST /displays/duplicate/{id}/ copies pictures and names copies', () => {
  it('copies location media and placeholders as new files: shutting the source down keeps the copy whole', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const source = await createDisplay(t.db, companyOf(owner), { title: 'Foyer' });
    await upload(owner, source.id, 'location', await pngImage(800, 450));
    await upload(owner, source.id, 'location', await jpegImage());
    await upload(owner, source.id, 'placeholder', await pngImage(640, 360, '#52c41a'));

    const res = await duplicate(owner, source.id, 2);
    expect(res.statusCode).toBe(200);
    const [copy, second] = res.json().displays as { id: string; title: string }[];
    expect([copy.title, second.title]).toEqual(['Foyer (copy)', 'Foyer (copy 2)']);
    const original = await mediaOf(source.id);
    const copied = await mediaOf(copy.id);
    expect(copied.map((m) => [m.kind, m.mime, m.width, m.sortOrder])).toEqual(
      original.map((m) => [m.kind, m.mime, m.width, m.sortOrder]),
    );
    for (const m of copied) {
      expect(m.companyId).toBe(companyOf(owner));
      expect(m.storageKey.startsWith(`display-media/${companyOf(owner)}/${copy.id}/`)).toBe(true);
      expect(original.map((o) => o.storageKey)).not.toContain(m.storageKey);
      expect(existsSync(t.storagePath(m.storageKey))).toBe(true);
      expect(m.thumbKey && existsSync(t.storagePath(m.thumbKey))).toBe(true);
    }

    const shut = await t.app.inject({
      method: 'PATCH',
      url: '/api/displays/shutdown',
      headers: bearer(owner.accessToken),
      payload: { displayIds: [source.id] },
    });
    expect(shut.statusCode).toBe(200);
    for (const m of original) expect(existsSync(t.storagePath(m.storageKey))).toBe(false);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/displays/getExpandedInfo/${copy.id}`,
      headers: bearer(owner.accessToken),
    });
    const picture = details.json().data.displayMedias[0];
    expect((await t.app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: picture.thumbUrl })).statusCode).toBe(200);
    expect(details.json().data.displayPlaceMedias).toHaveLength(1);
  });

  it('marks copies in the reader’s language, numbered past existing copies, within the title length', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const source = await createDisplay(t.db, companyOf(owner), { title: 'Kasse' });
    const first = await duplicate(owner, source.id, 1, 'de');
    expect(first.json().displays.map((d: { title: string }) => d.title)).toEqual(['Kasse (Kopie)']);
    const more = await duplicate(owner, source.id, 2, 'de');
    expect(more.json().displays.map((d: { title: string }) => d.title)).toEqual(['Kasse (Kopie 2)', 'Kasse (Kopie 3)']);

    const long = await createDisplay(t.db, companyOf(owner), { title: 'L'.repeat(displayLimits.titleMax) });
    const [copy] = (await duplicate(owner, long.id, 1)).json().displays;
    expect([...copy.title].length).toBe(displayLimits.titleMax);
    expect(copy.title.endsWith('… (copy)')).toBe(true);
  });

  it(`allows ${displayLimits.unfinishedCopiesPerCompany} unfinished copies per company, then answers 409`, async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const source = await createDisplay(t.db, companyOf(owner));
    const max = displayLimits.unfinishedCopiesPerCompany;
    for (let made = 0; made < max; made += displayLimits.duplicateMax)
      expect((await duplicate(owner, source.id, Math.min(displayLimits.duplicateMax, max - made))).statusCode).toBe(
        200,
      );
    const before = await t.db.$count(displays, eq(displays.companyId, companyOf(owner)));

    const refused = await duplicate(owner, source.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'COPY_LIMIT',
      message: `Your company already has ${max} unfinished copies. Please finish the setup of a copy or shut one down before duplicating again.`,
    });
    expect((await duplicate(owner, source.id, 1, 'de')).json().message).toMatch(/^Ihr Unternehmen hat bereits/);
    expect(await t.db.$count(displays, eq(displays.companyId, companyOf(owner)))).toBe(before);

    // Another company is not limited by this one's copies.
    const other = await createLoggedInUser(t.app.deps);
    expect((await duplicate(other, (await createDisplay(t.db, companyOf(other))).id, 1)).statusCode).toBe(200);
  });
});

describe('partners hear of a copy only when it is completed', () => {
  it('a restricted copy keeps its partners silently; completing it announces it, with the message', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const partner = await createCompany(t.db);
    await createPartnership(t.db, companyOf(owner), partner.company.id);
    const source = await createDisplay(t.db, companyOf(owner), { title: 'Eingang', shareOptions: 'restricted' });
    await t.db.insert(displayShares).values({ displayId: source.id, partnerCompanyId: partner.company.id });
    await upload(owner, source.id, 'location', await pngImage());
    await upload(owner, source.id, 'placeholder', await pngImage());
    const toldAbout = async (id: string) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.resourceId, id), eq(notifications.recipientCompanyId, partner.company.id)))
      ).map((n) => [n.type, n.messageEn]);

    const [copy] = (await duplicate(owner, source.id, 1)).json().displays;
    expect(await toldAbout(copy.id)).toEqual([]);
    const shares = await t.db.select().from(displayShares).where(eq(displayShares.displayId, copy.id));
    expect(shares.map((s) => s.partnerCompanyId)).toEqual([partner.company.id]);

    // Saving the copy's first step with its partner list (as the wizard does) still tells nobody.
    const [row] = await t.db.select().from(displays).where(eq(displays.id, copy.id));
    const general = {
      title: row.title,
      description: row.description,
      keywords: row.keywords,
      accessibility: 'public',
      location: 'external',
      shareOptions: 'restricted',
      excludedIndustries: [],
      predefinedFilters: [],
      partnerIds: [partner.company.id],
      partnerMessage: 'Neu für Sie',
    };
    const put = (step: string, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/displays/${copy.id}/steps/${step}`,
        headers: bearer(owner.accessToken),
        payload: body,
      });
    expect((await put('general', general)).statusCode).toBe(200);
    expect(await toldAbout(copy.id)).toEqual([]);

    const done = await put('player', {
      isActive: true,
      email: 'kasse@example.test',
      repeatEmail: 'kasse@example.test',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('completed');
    expect(await toldAbout(copy.id)).toEqual([['displayShared', expect.stringContaining('Neu für Sie')]]);
  });
});
