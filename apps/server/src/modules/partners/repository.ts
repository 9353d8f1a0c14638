import { type SQL, and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, partnerships } from '../../db/schema/index.ts';

/**
 * The partnerships of one company (the rows where it is `company_id`: the partners it lets see its shared displays).
 * Other contexts reach these through the partners context's index.ts, never the table.
 */
export function partnershipRepo(db: Db, companyId: string) {
  const active = and(
    eq(partnerships.companyId, companyId),
    eq(partnerships.status, 'active'),
    ne(partnerships.partnerCompanyId, companyId),
  );
  return {
    /** The ids of the company's active partners. */
    async activePartnerIds(): Promise<string[]> {
      const rows = await db.select({ id: partnerships.partnerCompanyId }).from(partnerships).where(active);
      return [...new Set(rows.map((r) => r.id))];
    },

    /** The ids among `ids` that are active partners of the company. */
    async activePartnersAmong(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: partnerships.partnerCompanyId })
        .from(partnerships)
        .where(and(active, inArray(partnerships.partnerCompanyId, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** The active partners with their company name and logo columns, by name. */
    activePartners(): Promise<{ id: string; companyName: string; logoKey: string | null; logoVersion: number }[]> {
      return db
        .selectDistinct({
          id: companies.id,
          companyName: companies.name,
          logoKey: companies.logoKey,
          logoVersion: companies.logoVersion,
        })
        .from(partnerships)
        .innerJoin(companies, eq(companies.id, partnerships.partnerCompanyId))
        .where(active)
        .orderBy(asc(companies.name), asc(companies.id));
    },

    /** Whether a partnership row exists either way with `otherId`, whatever its status. */
    async isPartnerEitherWay(otherId: string): Promise<boolean> {
      const rows = await db
        .select({ id: partnerships.id })
        .from(partnerships)
        .where(
          sql`(${partnerships.companyId} = ${companyId} AND ${partnerships.partnerCompanyId} = ${otherId})
            OR (${partnerships.companyId} = ${otherId} AND ${partnerships.partnerCompanyId} = ${companyId})`,
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Makes the company and `otherId` active partners of each other (rows that exist stay as they are). */
    async createMutual(otherId: string): Promise<void> {
      const existing = await db
        .select({ companyId: partnerships.companyId })
        .from(partnerships)
        .where(
          sql`(${partnerships.companyId} = ${companyId} AND ${partnerships.partnerCompanyId} = ${otherId})
            OR (${partnerships.companyId} = ${otherId} AND ${partnerships.partnerCompanyId} = ${companyId})`,
        );
      const have = new Set(existing.map((r) => r.companyId));
      const rows = [
        { companyId, partnerCompanyId: otherId },
        { companyId: otherId, partnerCompanyId: companyId },
      ].filter((r) => !have.has(r.companyId));
      if (rows.length > 0) await db.insert(partnerships).values(rows);
    },
  };
}

/**
 * SQL condition for list queries of other contexts: the company in `ownerCompanyId` (a column of the caller's query)
 * lists `viewerCompanyId` as an active partner, i.e. lets it see its shared displays.
 */
export const letsPartnerSee = (ownerCompanyId: SQL, viewerCompanyId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM partnerships ps WHERE ps.company_id = ${ownerCompanyId}
    AND ps.partner_company_id = ${viewerCompanyId} AND ps.status = 'active')`;
