import { existsSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { displayLimits } from '@plakat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../../storage/storage.ts';
import { issueSession } from '../../modules/auth/tokens.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';
import {
  adSpots,
  companies,
  displayMedia,
  displayShares,
  displays,
  mediaFileUsage,
  mediaFiles,
  users,
} from '../schema/index.ts';
import { seedDemoData } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { isolated: true });
  await seedDemoData(t.db, { storage: storageFor(t.app.deps.config) });
}, 120_000);
afterAll(() => t.close());

async function companyId(name: string) {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row.id;
}

describe('demo displays', () => {
  it('gives both companies displays in every state', async () => {
    const demo = await companyId('Plakat Demo GmbH');
    const partner = await companyId('Partner Werbung AG');
    for (const [id, count] of [
      [demo, 12],
      [partner, 7],
    ] as const) {
      const rows = await t.db.select().from(displays).where(eq(displays.companyId, id));
      expect(rows).toHaveLength(count);
      const values = (pick: (r: (typeof rows)[number]) => string | boolean) => new Set(rows.map(pick));
      expect(values((r) => r.status)).toEqual(new Set(['draft', 'duplicated', 'completed']));
      expect(values((r) => r.accessibility)).toEqual(new Set(['public', 'private']));
      expect(values((r) => r.location)).toEqual(new Set(['internal', 'external']));
      expect(values((r) => r.shareOptions)).toEqual(new Set(['share', 'notShare', 'restricted']));
      expect(values((r) => r.isActive)).toEqual(new Set([true, false]));
      expect(values((r) => r.isLocked)).toEqual(new Set([true, false]));
      // Consistent states: private ones are internal and not shared. A newcomer can start the wizard twice before
      // "Draft limit reached" (a first try, and a second one after giving up on it).
      for (const r of rows.filter((x) => x.accessibility === 'private'))
        expect([r.location, r.shareOptions]).toEqual(['internal', 'notShare']);
      expect(rows.filter((r) => r.status === 'draft').length).toBeLessThanOrEqual(displayLimits.draftsPerCompany - 2);
      expect(rows.map((r) => r.onlineId).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    }
    const [demoDuplicated] = await t.db
      .select()
      .from(displays)
      .where(and(eq(displays.companyId, demo), eq(displays.status, 'duplicated')));
    expect(demoDuplicated.isActive).toBe(false);
  });

  it('shares restricted displays with the other company and gives partners ad spots on shared ones', async () => {
    const demo = await companyId('Plakat Demo GmbH');
    const partner = await companyId('Partner Werbung AG');
    const restricted = await t.db.select().from(displays).where(eq(displays.shareOptions, 'restricted'));
    const shares = await t.db
      .select()
      .from(displayShares)
      .where(
        inArray(
          displayShares.displayId,
          restricted.map((r) => r.id),
        ),
      );
    // The demo's restricted displays are also shared with its two other partners (seed/partnerships.ts).
    const others = [await companyId('Stadtmedien Süd GmbH'), await companyId('Leuchtreklame Ost KG')];
    const main = shares.filter((s) => !others.includes(s.partnerCompanyId));
    expect(main).toHaveLength(restricted.length);
    for (const share of shares.filter((s) => others.includes(s.partnerCompanyId))) {
      expect(restricted.find((r) => r.id === share.displayId)?.companyId).toBe(demo);
    }
    for (const share of main) {
      const owner = restricted.find((r) => r.id === share.displayId)?.companyId;
      expect(share.partnerCompanyId).toBe(owner === demo ? partner : demo);
    }
    const spots = await t.db
      .select({ display: displays, spot: adSpots })
      .from(adSpots)
      .innerJoin(displays, eq(displays.id, adSpots.displayId));
    expect(spots.length).toBeGreaterThanOrEqual(3);
    for (const { display, spot } of spots) {
      expect(display.shareOptions).not.toBe('notShare');
      expect(spot.advertiserCompanyId).not.toBe(display.companyId);
    }
    expect(spots.some((s) => s.display.companyId === demo && s.spot.advertiserCompanyId === partner)).toBe(true);
  });

  it('stores real pictures with thumbnails that the signed URLs serve', async () => {
    const media = await t.db.select().from(displayMedia);
    expect(media.length).toBeGreaterThan(40);
    const completed = await t.db.select({ id: displays.id }).from(displays).where(eq(displays.status, 'completed'));
    for (const d of completed) {
      const own = media.filter((m) => m.displayId === d.id);
      expect(own.filter((m) => m.kind === 'location').length).toBeGreaterThanOrEqual(2);
      expect(own.filter((m) => m.kind === 'placeholder').length).toBeGreaterThanOrEqual(1);
    }
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@demo.plakat.test'));
    const { accessToken } = await issueSession(t.app.deps, owner.id, 'company');
    const [first] = await t.db
      .select()
      .from(displays)
      .where(and(eq(displays.companyId, owner.companyId as string), eq(displays.title, 'Schaufenster Mitte')));
    const edit = await t.app.inject({
      method: 'GET',
      url: `/api/displays/${first.id}/edit`,
      headers: bearer(accessToken),
    });
    expect(edit.statusCode).toBe(200);
    const data = edit.json().data;
    expect(data.displayMedias).toHaveLength(3);
    const file = await t.app.inject({ method: 'GET', url: data.displayMedias[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 540 });
    const thumb = await t.app.inject({ method: 'GET', url: data.displayMedias[0].thumbUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
  });
});

describe('demo media pools', () => {
  it('give both companies real pictures and videos in every state, one used by a display', async () => {
    const demo = await companyId('Plakat Demo GmbH');
    const partner = await companyId('Partner Werbung AG');
    const files = await t.db.select().from(mediaFiles).where(eq(mediaFiles.companyId, demo));
    expect(files.length).toBeGreaterThanOrEqual(8);
    expect(new Set(files.map((f) => f.mime))).toEqual(
      new Set(['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm']),
    );
    expect(new Set(files.map((f) => f.mediaType))).toEqual(new Set(['general', 'commercial', 'background']));
    expect(files.some((f) => f.isArchived)).toBe(true);
    expect(files.some((f) => f.infoAccess === 'private')).toBe(true);
    expect(files.filter((f) => f.mime.startsWith('video/')).map((f) => f.hasSound)).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(new Set(files.map((f) => f.alignment))).toEqual(new Set(['horizontal', 'vertical', 'other']));
    const used = await t.db.select().from(mediaFileUsage);
    expect(used.length).toBeGreaterThanOrEqual(1);
    expect(files.find((f) => f.id === used[0].fileId)?.firstUse).not.toBeNull();
    const fromPool = await t.db.select().from(displayMedia).where(eq(displayMedia.poolFileId, used[0].fileId));
    expect(fromPool.map((m) => [m.kind, m.displayId])).toEqual([['placeholder', used[0].resourceId]]);
    // Ready files have their thumbnail (videos their preview clip too, made at seed time as the job makes them);
    // one file per company shows a failed processing, without either, so the retry can be seen.
    for (const file of files) {
      expect(existsSync(t.storagePath(file.storageKey))).toBe(true);
      if (file.processing === 'failed') {
        expect([file.thumbKey, file.previewKey]).toEqual([null, null]);
        continue;
      }
      expect(file.processing).toBe('ready');
      expect(file.thumbKey && existsSync(t.storagePath(file.thumbKey))).toBe(true);
      if (file.mime.startsWith('video/')) expect(existsSync(t.storagePath(file.previewKey as string))).toBe(true);
    }
    const partnerFiles = await t.db.select().from(mediaFiles).where(eq(mediaFiles.companyId, partner));
    expect(partnerFiles.length).toBeGreaterThanOrEqual(4);
    for (const pool of [files, partnerFiles]) expect(pool.filter((f) => f.processing === 'failed')).toHaveLength(1);
  });

  it('gives both companies a logo at their versioned address', async () => {
    for (const name of ['Plakat Demo GmbH', 'Partner Werbung AG']) {
      const id = await companyId(name);
      const res = await t.app.inject({ method: 'GET', url: `/api/files/company-logos/${id}/1.webp` });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    }
  });
});
