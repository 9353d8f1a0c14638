import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adSpots, displayLogs, displayMedia, displayShares, displays, users } from '../schema/index.ts';
import { reserveDisplayOnlineIds } from '../../modules/displays/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { demoCompanyDisplays } from './demo-data/demo-company-displays.ts';
import { demoCompanyDrafts } from './demo-data/demo-company-drafts.ts';
import type { DemoCategoryIds, DemoDisplaySpec } from './demo-data/display-spec.ts';
import { partnerCompanyDisplays } from './demo-data/partner-company-displays.ts';
import { storeDisplayImages } from './display-images.ts';
import { displayRowValues } from './display-rows.ts';

/**
 * Demo displays for the demo company (12) and its partner (7) in every state: draft, duplicated, completed; public
 * and private; internal and external; share, notShare and restricted (restricted ones shared with the other
 * company); active and inactive; locked and unlocked. Completed ones carry real rendered JPEG location pictures and
 * placeholder images with WebP thumbnails in storage, and partners hold ad spots on shared displays.
 * Runs inside the demo seed's transaction; images are written first (a rolled-back seed leaves only stray files).
 */
export type DemoDisplayContext = {
  demoCompanyId: string;
  demoCompanyName: string;
  partnerCompanyId: string;
  partnerCompanyName: string;
  categoryIds: DemoCategoryIds;
  now: number;
  /** Without storage the displays are created without pictures (tests of other modules). */
  storage?: FileStorage;
};

async function seedCompany(tx: Db, ctx: DemoDisplayContext, own: 'demo' | 'partner', specs: DemoDisplaySpec[]) {
  const companyId = own === 'demo' ? ctx.demoCompanyId : ctx.partnerCompanyId;
  const otherId = own === 'demo' ? ctx.partnerCompanyId : ctx.demoCompanyId;
  const name = own === 'demo' ? ctx.demoCompanyName : ctx.partnerCompanyName;
  const ownerEmail = own === 'demo' ? 'owner@demo.plakat.test' : 'owner@partner.plakat.test';
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
  const onlineIds = await reserveDisplayOnlineIds(tx, companyId, specs.length);
  const rows = specs.map((spec, i) => ({
    id: randomUUID(),
    onlineId: onlineIds[i],
    createdBy: owner?.id ?? null,
    ...displayRowValues(spec, companyId, ctx.categoryIds, ctx.now),
  }));
  // Partner categories are the demo company's: the partner's displays go without one.
  if (own === 'partner') for (const row of rows) row.categoryId = null;
  await tx.insert(displays).values(rows);

  const media = ctx.storage
    ? (
        await Promise.all(
          specs.map((spec, i) => storeDisplayImages(ctx.storage as FileStorage, companyId, name, rows[i].id, spec)),
        )
      ).flat()
    : [];
  if (media.length > 0) await tx.insert(displayMedia).values(media);

  const shares = rows
    .filter((r) => r.shareOptions === 'restricted')
    .map((r) => ({ displayId: r.id, partnerCompanyId: otherId }));
  if (shares.length > 0) await tx.insert(displayShares).values(shares);

  const spots = specs.flatMap((spec, i) =>
    (spec.spots ?? []).map((kind) => ({ displayId: rows[i].id, advertiserCompanyId: otherId, kind })),
  );
  if (spots.length > 0) await tx.insert(adSpots).values(spots);

  const logs = rows.flatMap((row, i) => {
    const at = row.createdAt.getTime();
    const entries = [{ displayId: row.id, actorId: owner?.id ?? null, action: 'created', createdAt: new Date(at) }];
    if (row.status === 'completed')
      entries.push({
        displayId: row.id,
        actorId: owner?.id ?? null,
        action: 'completed',
        createdAt: new Date(at + 3600_000),
      });
    if (specs[i].isLocked)
      entries.push({
        displayId: row.id,
        actorId: owner?.id ?? null,
        action: 'locked',
        createdAt: new Date(at + 2 * 3600_000),
      });
    return entries;
  });
  await tx.insert(displayLogs).values(logs);
  return rows.length;
}

export async function seedDemoDisplays(tx: Db, ctx: DemoDisplayContext): Promise<{ demo: number; partner: number }> {
  const demo = await seedCompany(tx, ctx, 'demo', [...demoCompanyDisplays, ...demoCompanyDrafts]);
  const partner = await seedCompany(tx, ctx, 'partner', partnerCompanyDisplays);
  return { demo, partner };
}
