import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { AdSpotRemoval, PartnerAdSpots } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { adSpots, displayShares, displays } from '../../../db/schema/index.ts';
import { partnershipRepo } from '../../partners/index.ts';

/**
 * Partners, share rows and ad spots of one company's displays. Rows of other tables are reached only through a
 * display of this company (`ownDisplay`), so a foreign display id touches nothing.
 */
export function sharingRepo(db: Db, companyId: string) {
  const ownDisplay = (displayId: string) =>
    db
      .select({ id: displays.id })
      .from(displays)
      .where(and(eq(displays.id, displayId), eq(displays.companyId, companyId)));
  const deleteShareRows = async (displayId: string) => {
    await db.delete(displayShares).where(inArray(displayShares.displayId, ownDisplay(displayId)));
  };
  const partners = partnershipRepo(db, companyId);

  return {
    /** The company's active partners (those it lets see its shared displays). */
    activePartnerIds: () => partners.activePartnerIds(),

    /** The ids among `ids` that are active partners of the company. */
    activePartnersAmong: (ids: string[]) => partners.activePartnersAmong(ids),

    async shareRows(displayId: string): Promise<string[]> {
      const rows = await db
        .select({ id: displayShares.partnerCompanyId })
        .from(displayShares)
        .where(inArray(displayShares.displayId, ownDisplay(displayId)));
      return rows.map((r) => r.id);
    },

    deleteShareRows,

    /** Replaces the display's share rows by exactly `partnerIds` (the caller checked they are active partners). */
    async replaceShareRows(displayId: string, partnerIds: string[]): Promise<void> {
      await deleteShareRows(displayId);
      if (partnerIds.length === 0 || (await ownDisplay(displayId)).length === 0) return;
      await db.insert(displayShares).values(partnerIds.map((partnerCompanyId) => ({ displayId, partnerCompanyId })));
    },

    /** The partners' ad spots on the display: company and kind (the owner's own spots excluded). */
    async partnerAdSpots(displayId: string): Promise<PartnerAdSpots> {
      return db
        .selectDistinct({ company: adSpots.advertiserCompanyId, kind: adSpots.kind })
        .from(adSpots)
        .where(and(inArray(adSpots.displayId, ownDisplay(displayId)), ne(adSpots.advertiserCompanyId, companyId)));
    },

    /** Deletes the ad spots a cascade names; answers the partner companies that had some. */
    async deleteAdSpots(displayId: string, removal: AdSpotRemoval): Promise<string[]> {
      if (removal.of === 'companies' && removal.companies.length === 0) return [];
      const rows = await db
        .delete(adSpots)
        .where(
          and(
            inArray(adSpots.displayId, ownDisplay(displayId)),
            removal.of === 'companies' ? inArray(adSpots.advertiserCompanyId, removal.companies) : undefined,
            removal.of === 'partners' ? notInArray(adSpots.advertiserCompanyId, [companyId]) : undefined,
            removal.of === 'partners' && removal.kind ? eq(adSpots.kind, removal.kind) : undefined,
          ),
        )
        .returning({ company: adSpots.advertiserCompanyId });
      return [...new Set(rows.map((r) => r.company))].filter((c) => c !== companyId);
    },
  };
}
