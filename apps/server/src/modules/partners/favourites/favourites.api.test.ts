import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerFavoriteDisplays } from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { type PartnerDisplayWorld, partnerDisplayWorld } from '../shared-displays/test-world.ts';

let t: TestApp;
let w: PartnerDisplayWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await partnerDisplayWorld(t);
});
afterAll(() => t.close());

const call = (method: 'PUT' | 'DELETE', displayId: string, token?: string, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/partners/favorites/${displayId}?lang=${lang}`,
    headers: token ? bearer(token) : {},
  });
const favoritesOf = async (companyId: string) =>
  (await t.db.select().from(partnerFavoriteDisplays).where(eq(partnerFavoriteDisplays.companyId, companyId))).map(
    (f) => f.displayId,
  );
const search = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/partnerDisplays/search?perPage=100',
    headers: bearer(w.ownerToken),
    payload: body,
  });

describe('PUT and DELETE /partners/favorites/{displayId}', () => {
  it('marks and unmarks; the partner overview shows favourites first and filters them', async () => {
    const a = await createDisplay(t.db, w.p1.id, { title: 'A' });
    const b = await createDisplay(t.db, w.p2.id, { title: 'B' });
    const put = await call('PUT', b.id, w.ownerToken, 'de');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ message: 'Das Display wurde als Favorit markiert.' });
    expect((await call('PUT', b.id, w.ownerToken)).statusCode).toBe(200);
    expect(await favoritesOf(w.own.id)).toEqual([b.id]);

    const all = (await search({})).json().displays as { id: string; isFavorite: boolean }[];
    expect(all[0]).toMatchObject({ id: b.id, isFavorite: true });
    expect(all.find((d) => d.id === a.id)).toMatchObject({ isFavorite: false });
    const onlyFavorites = (await search({ favorite: true })).json();
    expect(onlyFavorites.displays.map((d: { id: string }) => d.id)).toEqual([b.id]);
    expect(onlyFavorites.totalCount).toBe(1);
    expect((await search({ favorite: 'yes' })).statusCode).toBe(400);

    expect((await call('DELETE', b.id, w.ownerToken)).statusCode).toBe(200);
    expect(await favoritesOf(w.own.id)).toEqual([]);
    expect((await search({ favorite: true })).json().totalCount).toBe(0);
  });

  it('404 for a display the company does not see as a partner; nothing is written', async () => {
    const own = await createDisplay(t.db, w.own.id);
    const stranger = await createDisplay(t.db, w.other.id);
    const hidden = await createDisplay(t.db, w.p1.id, { accessibility: 'private', shareOptions: 'notShare' });
    const draft = await createDisplay(t.db, w.p1.id, { status: 'draft' });
    for (const id of [own.id, stranger.id, hidden.id, draft.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await call('PUT', id, w.ownerToken)).statusCode).toBe(404);
      expect((await call('DELETE', id, w.ownerToken)).statusCode).toBe(404);
    }
    const res = await call('PUT', stranger.id, w.ownerToken, 'de');
    expect(res.json().message).toBe(
      'Das Display wurde unter den Displays, die Ihre Partner mit Ihnen teilen, nicht gefunden.',
    );
    expect(await favoritesOf(w.own.id)).toEqual([]);
  });

  it('400 / 403 / 419', async () => {
    const d = await createDisplay(t.db, w.p1.id);
    expect((await call('PUT', 'nope', w.ownerToken)).statusCode).toBe(400);
    expect((await call('PUT', d.id, w.noKeysToken)).statusCode).toBe(403);
    expect((await call('DELETE', d.id, w.noKeysToken)).statusCode).toBe(403);
    expect((await call('PUT', d.id)).statusCode).toBe(419);
    expect(await favoritesOf(w.own.id)).toEqual([]);
  });
});
