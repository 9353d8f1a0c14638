import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { letsPartnerSee } from '../../partners/index.ts';
import { type AccessActor, reachCondition } from '../../roles/index.ts';
import { rowsOf } from './displays.ts';

/** A row of the displays between the company and one partner (the partner list's expanded row). */
export type PartnerRow = {
  id: string;
  onlineId: number;
  title: string;
  status: 'draft' | 'duplicated' | 'completed';
  isActive: boolean;
  shareOptions: 'share' | 'notShare' | 'restricted';
  thumbId: string | null;
  totalCount: number | string;
};

const thumbId = sql`(SELECT m.id FROM display_media m WHERE m.display_id = d.id AND m.kind = 'location'
  AND m.thumb_key IS NOT NULL ORDER BY (m.mime LIKE 'image/%') DESC, m.sort_order, m.created_at LIMIT 1)`;

/**
 * The company's displays shared with `partnerId`: not shut down, public, and shared with every active partner
 * ('share', while the company lets that partner see its displays) or restricted with a share row for it (kept while
 * the partner is blocked). Drafts and inactive displays count: their share stands and shows once they are live.
 * `actor` narrows to the displays its roles reach with the key.
 */
export const sharedWithPartner = (companyId: string, partnerId: string): SQL => sql`d.company_id = ${companyId}
  AND d.shutdown_at IS NULL AND d.accessibility = 'public'
  AND ((d.share_options = 'share' AND ${letsPartnerSee(sql`d.company_id`, partnerId)})
    OR (d.share_options = 'restricted' AND EXISTS (SELECT 1 FROM display_shares s WHERE s.display_id = d.id
      AND s.partner_company_id = ${partnerId})))`;

export function sharedByMePage(db: Db, actor: AccessActor, partnerId: string, page: { page: number; perPage: number }) {
  const reach = reachCondition(actor, 'display', sql`d.id`, 'GET_SHARED_DISPLAYS');
  const shared = sharedWithPartner(actor.companyId, partnerId);
  const where = reach ? sql`${shared} AND ${reach}` : shared;
  return rowsOf<PartnerRow>(
    db,
    sql`SELECT d.id, d.online_id AS "onlineId", d.title, d.status, d.is_active AS "isActive",
      d.share_options AS "shareOptions", ${thumbId} AS "thumbId", count(*) OVER () AS "totalCount"
      FROM displays d WHERE ${where}
      ORDER BY d.online_id LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`,
  );
}
