import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpots, displayLogs, displayShares, displays, notifications } from '../../../db/schema/index.ts';
import {
  type Login,
  companyOf,
  createCategory,
  createCompany,
  createDisplay,
  createLoggedInUser,
  createPartnership,
  createRole,
} from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { multipart, pngImage } from '../../../media/test-media.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const general = {
  title: 'Schaufenster Mitte <script>alert(1)</script> 🖥️',
  description: 'Großer Bildschirm im Schaufenster, gut sichtbar für Passanten',
  keywords: ['schaufenster', 'mitte'],
  accessibility: 'public',
  location: 'external',
  shareOptions: 'share',
  excludedIndustries: ['retail'],
  predefinedFilters: ['noTobacco'],
};
const specifications = {
  displayType: 'LCDScreen',
  brand: 'samsung',
  model: 'QM55B',
  serialNumber: 'SN-4711',
  sound: false,
  operatingSystem: 'googleAndroid',
  alignment: 'horizontal',
  sizeInches: 55,
  resolution: 'FullHD',
  aspectRatio: '16:9',
  availability: { tue: [12, 9, 10], mon: [8, 9], sun: [] },
};
const location = {
  street: 'Friedrichstraße',
  houseNumber: '123',
  postcode: '10117',
  town: 'Berlin',
  district: 'Mitte',
  federalState: 'DE-BE',
  country: 'DE',
  placement: 'window',
  locationDescription: 'Links neben dem Eingang',
  latitude: 52.52,
  longitude: 13.39,
};
const valuation = { visibilityRate: 4, visitorCount: 3, priceCredits: 2, peakTimes: { mon: 2, sat: 4 } };
const player = { isActive: true, email: 'player@example.test', repeatEmail: 'player@example.test' };

async function createDraft(login: Login, body: Record<string, unknown> = general) {
  return t.app.inject({
    method: 'POST',
    url: '/api/displays?lang=en',
    headers: bearer(login.accessToken),
    payload: body,
  });
}
async function putStep(login: Login, id: string, step: string, body: unknown, lang = 'en') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/displays/${id}/steps/${step}?lang=${lang}`,
    headers: bearer(login.accessToken),
    payload: body as object,
  });
}
async function upload(login: Login, id: string, kind: 'location' | 'placeholder', data: Buffer) {
  const body = multipart(data, 'picture.png', 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/displays/${id}/media?kind=${kind}`,
    headers: { ...bearer(login.accessToken), ...body.headers },
    payload: body.payload,
  });
}

describe('display wizard', () => {
  it('creates a draft, saves every step and finishes it', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const created = await createDraft(owner);
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ message: 'Draft saved', onlineId: 1 });
    const [row] = await t.db.select().from(displays).where(eq(displays.id, draft.id));
    expect(row).toMatchObject({
      status: 'draft',
      stepsDone: 1,
      title: general.title,
      accessibility: 'public',
      excludedIndustries: ['retail'],
      isActive: false,
    });

    // Steps must come in order: location before specifications is refused.
    expect((await putStep(owner, draft.id, 'location', location)).statusCode).toBe(400);

    const spec = await putStep(owner, draft.id, 'specifications', specifications, 'de');
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toEqual({
      message: 'Entwurf gespeichert',
      id: draft.id,
      onlineId: 1,
      stepsDone: 2,
      status: 'draft',
      isActive: false,
    });
    const [afterSpec] = await t.db.select().from(displays).where(eq(displays.id, draft.id));
    expect(afterSpec).toMatchObject({
      resolutionWidth: 1920,
      resolutionHeight: 1080,
      availableDays: ['mon', 'tue'],
      availability: { mon: [8, 9], tue: [9, 10, 12] },
    });

    // Location needs at least one location picture.
    const noMedia = await putStep(owner, draft.id, 'location', location);
    expect(noMedia.statusCode).toBe(400);
    expect(noMedia.json().errors[0]).toMatchObject({ path: 'media' });
    expect((await upload(owner, draft.id, 'location', await pngImage())).statusCode).toBe(201);
    expect((await putStep(owner, draft.id, 'location', location)).json()).toMatchObject({ stepsDone: 3 });

    const noPlaceholder = await putStep(owner, draft.id, 'valuation', valuation);
    expect(noPlaceholder.statusCode).toBe(400);
    expect(noPlaceholder.json().errors[0]).toMatchObject({
      path: 'placeholders',
      message: 'Please upload 1 to 5 placeholder images',
    });
    expect((await upload(owner, draft.id, 'placeholder', await pngImage(1920, 1080))).statusCode).toBe(201);
    expect((await putStep(owner, draft.id, 'valuation', valuation)).json()).toMatchObject({ stepsDone: 4 });

    const draftEdit = (
      await t.app.inject({
        method: 'GET',
        url: `/api/displays/${draft.id}/edit?lang=de`,
        headers: bearer(owner.accessToken),
      })
    ).json().data;
    expect(draftEdit).toMatchObject({
      status: 'draft',
      stepsDone: 4,
      isActive: false,
      email: null,
      canManageToken: false,
      visibilityRate: 4,
      peakTimes: { mon: 2, sat: 4 },
    });
    expect(draftEdit.thumbUrl).toMatch(/\/thumb\?exp=/);
    const badRepeat = await putStep(owner, draft.id, 'player', { ...player, repeatEmail: 'other@example.test' });
    expect(badRepeat.statusCode).toBe(400);
    const finish = await putStep(owner, draft.id, 'player', player);
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toEqual({
      message: 'Create display successfully',
      id: draft.id,
      onlineId: 1,
      stepsDone: 5,
      status: 'completed',
      isActive: true,
    });
    const [done] = await t.db.select().from(displays).where(eq(displays.id, draft.id));
    expect(done.tokenEmail).toBe('player@example.test');
    expect(done.playerTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const mail = t.lastMailTo('player@example.test');
    expect(mail.subject).toContain('Player token for display 1');
    const token = mail.text.split('\n\n')[2];
    expect(mail.text).toContain('Or open this link on the screen');
    expect(mail.text).toContain(`${t.app.deps.config.publicUrl}/player?token=${token}`);

    const edit = await t.app.inject({
      method: 'GET',
      url: `/api/displays/${draft.id}/edit`,
      headers: bearer(owner.accessToken),
    });
    expect(edit.statusCode).toBe(200);
    const data = edit.json().data;
    expect(data).toMatchObject({
      id: draft.id,
      stepsDone: 5,
      status: 'completed',
      title: general.title,
      zipCode: '10117',
      city: 'Berlin',
      size: 55,
      canManageToken: true,
      email: 'player@example.test',
    });
    expect(data.displayMedias).toHaveLength(1);
    expect(data.displayPlaceMedias).toHaveLength(1);
    expect(data.displayMedias[0].url).toMatch(/^\/api\/files\/display-media\/[0-9a-f-]+\/file\?exp=\d+&sig=/);
    expect(data.displayLog.map((l: { action: string }) => l.action)).toContain('completed');
    expect(JSON.stringify(data)).not.toContain('playerTokenHash');
  });

  it('validates lookup codes, the category and sizes', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const other = await createCompany(t.db);
    const foreignCategory = await createCategory(t.db, other.company.id);
    const bad = await createDraft(owner, {
      ...general,
      excludedIndustries: ['retail', 'nope'],
      predefinedFilters: ['noWay'],
      categoryId: foreignCategory.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['categoryId', 'excludedIndustries.1', 'predefinedFilters.0']);
    expect(
      (await createDraft(owner, { ...general, excludedIndustries: ['retail', 'hotel', 'fitness', 'beauty'] }))
        .statusCode,
    ).toBe(400);
    expect((await createDraft(owner, { ...general, accessibility: 'secret' })).statusCode).toBe(400);
    expect((await createDraft(owner, { ...general, extra: 1 })).statusCode).toBe(400);

    const own = await createCategory(t.db, companyOf(owner));
    const ok = await createDraft(owner, {
      ...general,
      categoryId: own.id,
      accessibility: 'private',
      location: 'internal',
      shareOptions: 'notShare',
    });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().id;
    const custom = await putStep(owner, id, 'specifications', {
      ...specifications,
      sizeInches: null,
      widthCm: 121.8,
      heightCm: 68.5,
      resolution: 'other',
      resolutionWidth: 1080,
      resolutionHeight: 1920,
      brand: 'acme',
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().errors).toEqual([{ path: 'brand', message: 'This value is not in the list' }]);
    const fine = await putStep(owner, id, 'specifications', {
      ...specifications,
      sizeInches: null,
      widthCm: 121.8,
      heightCm: 68.5,
      resolution: 'other',
      resolutionWidth: 1080,
      resolutionHeight: 1920,
    });
    expect(fine.statusCode).toBe(200);
    const [row] = await t.db.select().from(displays).where(eq(displays.id, id));
    expect(row).toMatchObject({
      sizeInches: 55,
      widthCm: 121.8,
      heightCm: 68.5,
      resolutionWidth: 1080,
      resolutionHeight: 1920,
      accessibility: 'private',
      categoryId: own.id,
    });
    expect((await putStep(owner, id, 'specifications', { ...specifications, sizeInches: null })).statusCode).toBe(400);

    // 'public' wins when the location is external or the display is shared.
    const forced = await createDraft(owner, {
      ...general,
      accessibility: 'private',
      location: 'external',
      shareOptions: 'notShare',
    });
    const [publicRow] = await t.db.select().from(displays).where(eq(displays.id, forced.json().id));
    expect(publicRow.accessibility).toBe('public');

    await upload(owner, id, 'location', await pngImage());
    const state = await putStep(owner, id, 'location', { ...location, federalState: 'DE-BY', country: 'AT' });
    expect(state.statusCode).toBe(400);
    expect(state.json().errors).toEqual([
      { path: 'federalState', message: 'This federal state does not belong to the selected country' },
    ]);
  });

  it('limits drafts to 3 per company (409 DRAFT_LIMIT) and tells the web', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const limit = () =>
      t.app.inject({ method: 'GET', url: '/api/displays/draftLimit', headers: bearer(owner.accessToken) });
    expect((await limit()).json()).toEqual({ drafts: 0, limit: 3, reached: false });
    await createDisplay(t.db, companyOf(owner)); // completed ones do not count
    for (let i = 0; i < 3; i++) expect((await createDraft(owner)).statusCode).toBe(201);
    expect((await limit()).json()).toEqual({ drafts: 3, limit: 3, reached: true });
    const fourth = await createDraft(owner);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      message:
        'You have reached the limit of draft displays. Please complete or delete an existing draft display to create a new one',
      code: 'DRAFT_LIMIT',
    });
    const de = await t.app.inject({
      method: 'POST',
      url: '/api/displays?lang=de',
      headers: bearer(owner.accessToken),
      payload: general,
    });
    expect(de.json().message).toContain('Entwürfen');
    expect(await t.db.$count(displays, eq(displays.companyId, companyOf(owner)))).toBe(4);
  });

  it('edit saves only the changed fields, logs them and runs the cascades', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const partner = await createCompany(t.db);
    await createPartnership(t.db, companyOf(owner), partner.company.id);
    const display = await createDisplay(t.db, companyOf(owner), {
      title: 'Lobby Screen',
      description: 'Alt',
      keywords: ['lobby'],
      excludedIndustries: [],
      predefinedFilters: [],
    });
    await t.db
      .insert(adSpots)
      .values({ displayId: display.id, advertiserCompanyId: partner.company.id, kind: 'commercial' });
    const body = {
      ...general,
      title: 'Lobby Screen',
      description: 'Neu',
      keywords: ['lobby'],
      excludedIndustries: [],
      predefinedFilters: [],
      location: 'internal',
      shareOptions: 'share',
    };
    const res = await putStep(owner, display.id, 'general', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Display updated successfully', status: 'completed', stepsDone: 5 });
    const [log] = await t.db
      .select()
      .from(displayLogs)
      .where(and(eq(displayLogs.displayId, display.id), eq(displayLogs.action, 'edited')));
    expect((log.details as { fields: string[] }).fields.sort()).toEqual(['description', 'location']);
    // external → internal deletes the partner's commercial and tells the partner.
    expect(await t.db.$count(adSpots, eq(adSpots.displayId, display.id))).toBe(0);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientCompanyId, partner.company.id));
    expect(note).toMatchObject({
      type: 'commercialsRemoved',
      resourceId: display.id,
      senderCompanyId: companyOf(owner),
    });
    expect(note.messageDe).toContain('intern');

    const again = await putStep(owner, display.id, 'general', body);
    expect(again.json().message).toBe('Nothing has changed');
  });

  it('refuses locked (409), shut-down and foreign displays (404), missing permissions (403) and missing tokens (419)', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const stranger = await createLoggedInUser(t.app.deps);
    const viewer = await createLoggedInUser(t.app.deps, { companyId: companyOf(owner), role: 'viewer' });
    const locked = await createDisplay(t.db, companyOf(owner), { isLocked: true });
    const gone = await createDisplay(t.db, companyOf(owner), { shutdownAt: new Date() });
    const mine = await createDisplay(t.db, companyOf(owner));

    const lockedRes = await putStep(owner, locked.id, 'valuation', valuation, 'de');
    expect(lockedRes.statusCode).toBe(409);
    expect(lockedRes.json().message).toContain('gesperrt');
    expect((await upload(owner, locked.id, 'location', await pngImage())).statusCode).toBe(409);
    expect((await putStep(owner, gone.id, 'valuation', valuation)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/displays/${gone.id}/edit`, headers: bearer(owner.accessToken) }))
        .statusCode,
    ).toBe(404);

    for (const step of ['general', 'specifications', 'location', 'valuation', 'player']) {
      const body = { general, specifications, location, valuation, player }[step];
      expect((await putStep(stranger, mine.id, step, body)).statusCode).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/displays/${mine.id}/edit`,
          headers: bearer(stranger.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    expect((await upload(stranger, mine.id, 'location', await pngImage())).statusCode).toBe(404);
    const [before] = await t.db.select().from(displays).where(eq(displays.id, mine.id));
    expect(before.visibilityRate).toBe(4);

    expect((await createDraft(viewer)).statusCode).toBe(403);
    expect((await putStep(viewer, mine.id, 'valuation', valuation)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/displays/${mine.id}/edit`, headers: bearer(viewer.accessToken) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/displays/draftLimit', headers: bearer(viewer.accessToken) }))
        .statusCode,
    ).toBe(403);
    expect((await upload(viewer, mine.id, 'location', await pngImage())).statusCode).toBe(403);

    expect((await t.app.inject({ method: 'POST', url: '/api/displays', payload: general })).statusCode).toBe(419);
    expect((await t.app.inject({ method: 'GET', url: `/api/displays/${mine.id}/edit` })).statusCode).toBe(419);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/displays/${mine.id}/steps/valuation`, payload: valuation }))
        .statusCode,
    ).toBe(419);
    expect((await putStep(owner, mine.id, 'unknown', valuation)).statusCode).toBe(404);
    expect((await putStep(owner, 'not-a-uuid', 'valuation', valuation)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/displays/${mine.id}/edit?lang=fr`,
          headers: bearer(owner.accessToken),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('deactivating in edit deletes ad spots and notifies the advertisers', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const partner = await createCompany(t.db);
    const display = await createDisplay(t.db, companyOf(owner));
    await t.db.insert(adSpots).values({ displayId: display.id, advertiserCompanyId: partner.company.id });
    const res = await putStep(owner, display.id, 'player', {
      isActive: false,
      email: 'player@example.test',
      repeatEmail: 'player@example.test',
    });
    expect(res.json()).toMatchObject({ isActive: false, status: 'completed', message: 'Display updated successfully' });
    expect(await t.db.$count(adSpots, eq(adSpots.displayId, display.id))).toBe(0);
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.recipientCompanyId, partner.company.id), eq(notifications.type, 'displayDeactivated')),
      ),
    ).toBe(1);
  });

  it('edits run the same cascades as the state-change calls: every partner who saw the display is told', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const [booked, watching] = [await createCompany(t.db), await createCompany(t.db)];
    for (const p of [booked, watching]) await createPartnership(t.db, companyOf(owner), p.company.id);
    const told = async (company: typeof booked, type: string) =>
      t.db.$count(
        notifications,
        and(eq(notifications.recipientCompanyId, company.company.id), eq(notifications.type, type)),
      );
    const fields = { excludedIndustries: [], predefinedFilters: [] };

    // Deactivating a shared display: the partner without ad spots is told too.
    const shared = await createDisplay(t.db, companyOf(owner), {
      ...fields,
      accessibility: 'public',
      shareOptions: 'share',
    });
    await t.db.insert(adSpots).values({ displayId: shared.id, advertiserCompanyId: booked.company.id });
    await putStep(owner, shared.id, 'player', {
      isActive: false,
      email: 'player@example.test',
      repeatEmail: 'player@example.test',
    });
    expect([await told(booked, 'displayDeactivated'), await told(watching, 'displayDeactivated')]).toEqual([1, 1]);

    // share → restricted to one partner in the edit: the other partner loses its ad spots and is told.
    const restricted = await createDisplay(t.db, companyOf(owner), {
      ...fields,
      accessibility: 'public',
      shareOptions: 'share',
      title: 'Restricted later',
    });
    await t.db.insert(adSpots).values([
      { displayId: restricted.id, advertiserCompanyId: booked.company.id },
      { displayId: restricted.id, advertiserCompanyId: watching.company.id },
    ]);
    await t.db.insert(displayShares).values({ displayId: restricted.id, partnerCompanyId: watching.company.id });
    const res = await putStep(owner, restricted.id, 'general', {
      ...general,
      ...fields,
      title: 'Restricted later',
      accessibility: 'public',
      location: 'external',
      shareOptions: 'restricted',
    });
    expect(res.statusCode).toBe(200);
    const spots = await t.db.select().from(adSpots).where(eq(adSpots.displayId, restricted.id));
    expect(spots.map((s) => s.advertiserCompanyId)).toEqual([watching.company.id]);
    expect([await told(booked, 'displayUnshared'), await told(watching, 'displayUnshared')]).toEqual([1, 0]);

    // share → notShare: every partner (it was shared with all) is told, with or without ad spots.
    const unshared = await createDisplay(t.db, companyOf(owner), {
      ...fields,
      accessibility: 'public',
      shareOptions: 'share',
      title: 'Unshared later',
    });
    await putStep(owner, unshared.id, 'general', {
      ...general,
      ...fields,
      title: 'Unshared later',
      accessibility: 'public',
      location: 'external',
      shareOptions: 'notShare',
    });
    expect([await told(booked, 'displayUnshared'), await told(watching, 'displayUnshared')]).toEqual([2, 1]);
  });

  it('the general step can restrict a display to chosen partners, in its own transaction, with the message', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const [chosen, other] = [await createCompany(t.db, { name: 'Gewählt AG' }), await createCompany(t.db)];
    for (const p of [chosen, other]) await createPartnership(t.db, companyOf(owner), p.company.id);
    const sharesOf = async (id: string) =>
      (await t.db.select().from(displayShares).where(eq(displayShares.displayId, id))).map((r) => r.partnerCompanyId);

    // A new draft, created restricted to one partner.
    const restricted = {
      ...general,
      accessibility: 'public',
      location: 'internal',
      shareOptions: 'restricted',
      partnerIds: [chosen.company.id],
    };
    const created = await createDraft(owner, restricted);
    expect(created.statusCode).toBe(201);
    expect(await sharesOf(created.json().id)).toEqual([chosen.company.id]);

    // A completed shared display, restricted in an edit: the other partner loses its ad spot and is told (the chosen
    // one saw it already).
    const fields = { excludedIndustries: [], predefinedFilters: [] };
    const display = await createDisplay(t.db, companyOf(owner), {
      ...fields,
      title: 'Kasse',
      accessibility: 'public',
      location: 'internal',
      shareOptions: 'share',
    });
    await t.db.insert(adSpots).values({ displayId: display.id, advertiserCompanyId: other.company.id });
    const body = {
      ...general,
      ...fields,
      title: 'Kasse',
      accessibility: 'public',
      location: 'internal',
      shareOptions: 'restricted',
      partnerIds: [chosen.company.id],
      partnerMessage: 'Willkommen',
    };
    const res = await putStep(owner, display.id, 'general', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Display updated successfully');
    expect(await sharesOf(display.id)).toEqual([chosen.company.id]);
    expect(await t.db.$count(adSpots, eq(adSpots.displayId, display.id))).toBe(0);
    const told = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.resourceId, display.id))).map((n) => [
        n.recipientCompanyId,
        n.type,
        n.messageDe,
      ]);
    expect(await told()).toEqual([[other.company.id, 'displayUnshared', expect.any(String)]]);

    // Only the partners change: saved and said so; the partner added back gets the message.
    const again = await putStep(owner, display.id, 'general', {
      ...body,
      partnerIds: [chosen.company.id, other.company.id],
    });
    expect(again.json().message).toBe('Display updated successfully');
    expect((await sharesOf(display.id)).sort()).toEqual([chosen.company.id, other.company.id].sort());
    expect(await told()).toContainEqual([other.company.id, 'displayShared', expect.stringContaining('Willkommen')]);

    // A stranger's company is 404 and changes nothing; a malformed id is 400.
    const stranger = await createCompany(t.db);
    expect(
      (await putStep(owner, display.id, 'general', { ...body, partnerIds: [stranger.company.id] })).statusCode,
    ).toBe(404);
    expect((await sharesOf(display.id)).sort()).toEqual([chosen.company.id, other.company.id].sort());
    expect((await putStep(owner, display.id, 'general', { ...body, partnerIds: ['nope'] })).statusCode).toBe(400);
  });

  it('an edit needs the key of every changed field (e.g. SET_DISPLAY_GENERAL_INFO but not access controls)', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const role = await createRole(
      t.db,
      companyOf(owner),
      ['EDIT_DISPLAY', 'SET_DISPLAY_GENERAL_INFO'],
      'Filialleitung',
    );
    const branch = await createLoggedInUser(t.app.deps, { companyId: companyOf(owner), roleId: role.id });
    const display = await createDisplay(t.db, companyOf(owner), {
      title: 'Kantine',
      excludedIndustries: [],
      predefinedFilters: [],
    });
    const body = {
      ...general,
      title: 'Kantine Süd',
      keywords: display.keywords,
      description: display.description,
      excludedIndustries: [],
      predefinedFilters: [],
    };
    const titleOnly = await putStep(branch, display.id, 'general', body);
    expect(titleOnly.statusCode).toBe(200);
    const refused = await putStep(branch, display.id, 'general', { ...body, location: 'internal' });
    expect(refused.statusCode).toBe(403);
    const [row] = await t.db.select().from(displays).where(eq(displays.id, display.id));
    expect(row).toMatchObject({ title: 'Kantine Süd', location: 'external' });
    // Drafts are created with CREATE_DISPLAY alone, which this role lacks.
    expect((await createDraft(branch)).statusCode).toBe(403);
  });

  it('documents the wizard and media calls in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/displays',
      '/api/displays/draftLimit',
      '/api/displays/{id}/steps/player',
      '/api/displays/{id}/edit',
      '/api/displays/{id}/media',
      '/api/displays/{id}/media/{mediaId}',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    expect(
      Object.keys(
        doc.paths['/api/displays/{id}/steps/specifications'].put.requestBody.content['application/json'].schema
          .properties,
      ),
    ).toContain('availability');
  });
});
