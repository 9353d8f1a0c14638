import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { letsPartnerSee } from '../../partners/index.ts';
import { rowsOf } from './displays.ts';

/** A display (alias `d`) that partners may see at all (they see it when it is shared with them). */
const live = sql`d.status = 'completed' AND d.is_active AND d.accessibility = 'public' AND d.shutdown_at IS NULL`;

/**
 * A display (alias `d`) is shared with `viewer` (a company id, or a column of the caller's query): completed, active,
 * public, not shut down, and shared with every partner ('share') or restricted with a display_shares row for the
 * viewer. Whether the owner's partnership lets the viewer see it is a separate condition (`letsPartnerSee`).
 */
export const isSharedWith = (viewer: string | SQL) => sql`d.company_id <> ${viewer} AND ${live}
  AND (d.share_options = 'share' OR (d.share_options = 'restricted' AND EXISTS (
    SELECT 1 FROM display_shares s WHERE s.display_id = d.id AND s.partner_company_id = ${viewer})))`;

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export type SharedCounts = { sharedByMe: number; sharedWithMe: number };
export type PartnerShareFacts = { sharesByMe: number; sharesWithMe: number; adSpots: number };
/** What one display of the caller's company, or a partner's display visible to it, says about partners. */
export type SharedDisplay =
  | { mine: true; sharedWith: 'allPartners' | string[] }
  | { mine: false; owner: string }
  | null;

/**
 * The displays one company shares with its partners and they with it, for the partners context (app.ts hands these
 * functions to it; it never reads the display tables). `companyId` is the caller's company.
 */
export function partnerShareRepo(db: Db, companyId: string) {
  const countOf = async (query: SQL) => (await rowsOf<{ n: number }>(db, query))[0]?.n ?? 0;
  const adSpotsBetween = (partnerId: string) => sql`FROM ad_spots a JOIN displays d ON d.id = a.display_id
    WHERE (d.company_id = ${companyId} AND a.advertiser_company_id = ${partnerId})
       OR (d.company_id = ${partnerId} AND a.advertiser_company_id = ${companyId})`;

  return {
    /**
     * Per partner: my displays shared with it (whatever my partnership row says), and its displays it lets me see
     * (none while it blocks me).
     */
    async sharedCounts(partnerIds: string[]): Promise<Map<string, SharedCounts>> {
      const counts = new Map(partnerIds.map((id) => [id, { sharedByMe: 0, sharedWithMe: 0 }]));
      if (partnerIds.length === 0) return counts;
      const [byMe, withMe] = await Promise.all([
        rowsOf<{ id: string; n: number }>(
          db,
          sql`SELECT v.id::text AS id, (SELECT count(*) FROM displays d WHERE d.company_id = ${companyId}
            AND ${isSharedWith(sql`v.id`)})::int AS n FROM unnest(ARRAY[${idList(partnerIds)}]) AS v(id)`,
        ),
        rowsOf<{ id: string; n: number }>(
          db,
          sql`SELECT d.company_id::text AS id, count(*)::int AS n FROM displays d
            WHERE d.company_id IN (${idList(partnerIds)}) AND ${isSharedWith(companyId)}
            AND ${letsPartnerSee(sql`d.company_id`, companyId)} GROUP BY d.company_id`,
        ),
      ]);
      for (const r of byMe) counts.set(r.id, { sharedByMe: r.n, sharedWithMe: 0 });
      for (const r of withMe) counts.set(r.id, { sharedByMe: counts.get(r.id)?.sharedByMe ?? 0, sharedWithMe: r.n });
      return counts;
    },

    /**
     * A display of mine: which companies it is shared with (every partner, or its share rows' companies); a
     * partner's display shared with me and visible to me: its owner; anything else null.
     */
    async sharedDisplay(displayId: string): Promise<SharedDisplay> {
      const [row] = await rowsOf<{ companyId: string; shareOptions: string; live: boolean; visible: boolean }>(
        db,
        sql`SELECT d.company_id::text AS "companyId", d.share_options AS "shareOptions", (${live}) AS live,
          (${isSharedWith(companyId)} AND ${letsPartnerSee(sql`d.company_id`, companyId)}) AS visible
          FROM displays d WHERE d.id = ${displayId}`,
      );
      if (!row) return null;
      if (row.companyId !== companyId) return row.visible ? { mine: false, owner: row.companyId } : null;
      if (!row.live) return { mine: true, sharedWith: [] };
      if (row.shareOptions === 'share') return { mine: true, sharedWith: 'allPartners' };
      const shared = await rowsOf<{ id: string }>(
        db,
        sql`SELECT s.partner_company_id::text AS id FROM display_shares s JOIN displays d ON d.id = s.display_id
          WHERE d.id = ${displayId} AND ${isSharedWith(sql`s.partner_company_id`)}`,
      );
      return { mine: true, sharedWith: shared.map((r) => r.id) };
    },

    /** What ending the partnership would end: the displays shared each way (blocked or not) and the ad spots both ways. */
    async factsWith(partnerId: string): Promise<PartnerShareFacts> {
      const [sharesByMe, sharesWithMe, adSpots] = await Promise.all([
        countOf(
          sql`SELECT count(*)::int AS n FROM displays d WHERE d.company_id = ${companyId} AND ${isSharedWith(partnerId)}`,
        ),
        countOf(
          sql`SELECT count(*)::int AS n FROM displays d WHERE d.company_id = ${partnerId} AND ${isSharedWith(companyId)}`,
        ),
        countOf(sql`SELECT count(*)::int AS n ${adSpotsBetween(partnerId)}`),
      ]);
      return { sharesByMe, sharesWithMe, adSpots };
    },

    /** Deletes the partner's ad spots on my displays (a block); answers how many. */
    async removeAdSpotsOf(partnerId: string): Promise<number> {
      return countOf(sql`WITH gone AS (DELETE FROM ad_spots a USING displays d WHERE d.id = a.display_id
        AND d.company_id = ${companyId} AND a.advertiser_company_id = ${partnerId} RETURNING 1)
        SELECT count(*)::int AS n FROM gone`);
    },

    /** Deletes every share row and every ad spot between the two companies, both ways (the end of a partnership). */
    async endSharesWith(partnerId: string): Promise<void> {
      await db.execute(sql`DELETE FROM ad_spots a USING displays d WHERE d.id = a.display_id
        AND ((d.company_id = ${companyId} AND a.advertiser_company_id = ${partnerId})
          OR (d.company_id = ${partnerId} AND a.advertiser_company_id = ${companyId}))`);
      await db.execute(sql`DELETE FROM display_shares s USING displays d WHERE d.id = s.display_id
        AND ((d.company_id = ${companyId} AND s.partner_company_id = ${partnerId})
          OR (d.company_id = ${partnerId} AND s.partner_company_id = ${companyId}))`);
    },
  };
}
export type PartnerShareRepo = ReturnType<typeof partnerShareRepo>;
