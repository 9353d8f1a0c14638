import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adSpots, displayShares, partnerships } from '../db/schema/index.ts';
import { createDisplay } from './factories.ts';

/** Sets one direction of a partnership (`owner` lets `partner` see its shares, or blocks it). */
export const setPartnershipStatus = (db: Db, owner: string, partner: string, status: 'active' | 'blocked') =>
  db
    .update(partnerships)
    .set({ status })
    .where(and(eq(partnerships.companyId, owner), eq(partnerships.partnerCompanyId, partner)));

/** A completed, public, active display of `owner` shared with every partner, or restricted to `restrictedTo`. */
export async function createSharedDisplay(db: Db, owner: string, restrictedTo?: string[]) {
  const display = await createDisplay(db, owner, { shareOptions: restrictedTo ? 'restricted' : 'share' });
  if (restrictedTo?.length) {
    await db
      .insert(displayShares)
      .values(restrictedTo.map((partnerCompanyId) => ({ displayId: display.id, partnerCompanyId })));
  }
  return display;
}

/** An ad spot of `advertiserCompanyId` on a display. */
export const createAdSpot = (db: Db, displayId: string, advertiserCompanyId: string) =>
  db.insert(adSpots).values({ displayId, advertiserCompanyId }).returning();
