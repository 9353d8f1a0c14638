import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { displays, partnerFavoriteDisplays } from '../schema/index.ts';

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
