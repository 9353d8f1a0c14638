import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { companyLogoLimits } from '@plakat/shared';
import type { Db } from '../client.ts';
import { companies, displays, partnerFavoriteDisplays } from '../schema/index.ts';
import { logoStorageKey } from '../../modules/partners/index.ts';
import type { FileStorage } from '../../storage/storage.ts';

/**
 * The demo company's favourite partner displays (issue 23): the first two displays the partner shares with it, so the partner display overview of owner@demo starts with its stars. The partner company has none (the
 * journeys mark and unmark one there themselves).
 */
export async function seedDemoFavorites(tx: Db, ctx: { companyId: string; partnerCompanyId: string }) {
  const shared = await tx
    .select({ id: displays.id })
    .from(displays)
    .where(
      and(
        eq(displays.companyId, ctx.partnerCompanyId),
        eq(displays.status, 'completed'),
        eq(displays.isActive, true),
        eq(displays.accessibility, 'public'),
        isNull(displays.shutdownAt),
        or(
          eq(displays.shareOptions, 'share'),
          and(
            eq(displays.shareOptions, 'restricted'),
            sql`EXISTS (SELECT 1 FROM display_shares s WHERE s.display_id = ${displays.id}
              AND s.partner_company_id = ${ctx.companyId})`,
          ),
        ),
      ),
    )
    .orderBy(asc(displays.onlineId))
    .limit(2);
  if (shared.length === 0) return;
  await tx.insert(partnerFavoriteDisplays).values(shared.map((d) => ({ companyId: ctx.companyId, displayId: d.id })));
}

/** A simple mark for a demo logo: a rounded square in the company's colour with a white ring (no fonts needed). */
function logoSvg(color: string) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
    <rect x="0" y="0" width="320" height="200" rx="36" fill="${color}"/>
    <circle cx="110" cy="100" r="56" fill="none" stroke="#ffffff" stroke-width="22"/>
    <rect x="188" y="52" width="84" height="96" rx="14" fill="#ffffff" opacity="0.85"/>
  </svg>`);
}

/**
 * Logos for the demo company and its partner (issue 23): a PNG made with sharp, then fitted like an upload (256 px
 * square WebP, `logoStorageKey`, version 1). Without storage (tests that seed without files) none.
 */
export async function seedDemoLogos(
  tx: Db,
  storage: FileStorage | undefined,
  logos: { companyId: string; color: string }[],
) {
  if (!storage) return;
  for (const { companyId, color } of logos) {
    const png = await sharp(logoSvg(color)).png().toBuffer();
    const thumb = await sharp(png)
      .resize(companyLogoLimits.size, companyLogoLimits.size, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .webp({ quality: 85 })
      .toBuffer();
    const key = logoStorageKey(companyId, 1);
    await storage.putBuffer(key, thumb);
    await tx.update(companies).set({ logoKey: key, logoVersion: 1 }).where(eq(companies.id, companyId));
  }
}
