import { type SQL, and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { partnerDisplaySearchBody } from '@plakat/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { categories, companies, displays } from '../../../db/schema/index.ts';
import { favoriteOf, letsPartnerSee } from '../../partners/index.ts';
import { rowsOf } from './displays.ts';
import { isSharedWith } from './partner-shares.ts';
import { type MediaSummary, type Sort, likeLiteral, likePrefix, listPage } from './search.ts';

/**
 * Displays another company lets `viewerCompanyId` see: the owner lists the viewer as an active partner
 * (partnerships.companyId = owner, partnerCompanyId = viewer), and the display is completed, active, public, not shut
 * down and shared with everyone ('share') or restricted with a display_shares row for the viewer.
 */
export const partnerVisible = (viewerCompanyId: string) =>
  sql`${isSharedWith(viewerCompanyId)} AND ${letsPartnerSee(sql`d.company_id`, viewerCompanyId)}`;

/** Partner companies with at least one display visible to the viewer (the service sorts them for the reader's language). */
async function partnerDisplayCompanies(db: Db, viewerCompanyId: string) {
  return rowsOf<{ id: string; name: string }>(
    db,
    sql`SELECT c.id, c.name FROM companies c WHERE EXISTS (SELECT 1 FROM displays d WHERE d.company_id = c.id AND ${partnerVisible(viewerCompanyId)})`,
  );
}

export function partnerSearchWhere(viewerCompanyId: string, body: z.infer<typeof partnerDisplaySearchBody>): SQL {
  const c: SQL[] = [partnerVisible(viewerCompanyId)];
  if (body.favorite) c.push(favoriteOf(viewerCompanyId, sql`d.id`));
  if (body.companyId) c.push(sql`d.company_id = ${body.companyId}`);
  if (body.visibility) c.push(sql`d.visibility_rate = ${body.visibility}`);
  if (body.visitorCount) c.push(sql`d.visitor_count = ${body.visitorCount}`);
  // Overall valuation: the rounded mean of visibility, visitor count and price category (the 'Valuation' line of the details).
  if (body.rating) c.push(sql`round((d.visibility_rate + d.visitor_count + d.price_credits) / 3.0) = ${body.rating}`);
  if (body.priceCategory) c.push(sql`d.price_credits = ${body.priceCategory}`);
  if (body.alignment) c.push(sql`d.alignment = ${body.alignment}`);
  if (body.availableDays?.length) c.push(sql`d.available_days @> ${`{${body.availableDays.join(',')}}`}::text[]`);
  if (body.displayType) c.push(sql`d.display_type = ${body.displayType}`);
  if (body.number) c.push(sql`d.house_number ILIKE ${likeLiteral(body.number)}`);
  if (body.postCode) c.push(sql`d.postcode ILIKE ${likePrefix(body.postCode)}`);
  if (body.resolution) c.push(sql`d.resolution = ${body.resolution}`);
  if (body.IdOrTitle) {
    const asNumber = /^\d{1,9}$/.test(body.IdOrTitle) ? Number(body.IdOrTitle) : null;
    c.push(
      asNumber === null
        ? sql`d.title ILIKE ${likeLiteral(body.IdOrTitle)}`
        : sql`(d.online_id = ${asNumber} OR d.title ILIKE ${likeLiteral(body.IdOrTitle)})`,
    );
  }
  if (body.street) c.push(sql`d.street ILIKE ${likeLiteral(body.street)}`);
  if (body.town) c.push(sql`d.town ILIKE ${likeLiteral(body.town)}`);
  return sql.join(c, sql` AND `);
}

/**
 * A cross-company read, named as such: the displays other companies share with `viewerCompanyId` (see
 * partnerVisible). Every query here carries that condition, so nothing else of another company is reachable.
 */
export function sharedWith(db: Db, viewerCompanyId: string) {
  const visible = partnerVisible(viewerCompanyId);
  return {
    /** A page of the partner overview, the viewer's favourites first. */
    page: (body: z.infer<typeof partnerDisplaySearchBody>, q: Sort) =>
      listPage(
        db,
        partnerSearchWhere(viewerCompanyId, body),
        q.sort,
        q.order,
        q.page,
        q.limit,
        favoriteOf(viewerCompanyId, sql`d.id`),
      ),
    /** Companies with at least one display shared with the viewer (the service sorts them for the reader). */
    companies: () => partnerDisplayCompanies(db, viewerCompanyId),
    /** One shared display with its owner's category and company name. */
    async findWithNames(id: string) {
      const d = alias(displays, 'd');
      const [row] = await db
        .select({ d, categoryTitle: categories.title, categoryColor: categories.color, companyName: companies.name })
        .from(d)
        .innerJoin(companies, eq(companies.id, d.companyId))
        .leftJoin(categories, and(eq(categories.id, d.categoryId), eq(categories.companyId, d.companyId)))
        .where(and(eq(d.id, id), visible));
      return row ?? null;
    },
    /** Whether the medium belongs to a display shared with the viewer now (the file route of partner URLs). */
    async hasMedium(mediaId: string): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM display_media m JOIN displays d ON d.id = m.display_id
          WHERE m.id = ${mediaId} AND ${visible} LIMIT 1`,
      );
      return rows.length > 0;
    },
    async media(id: string): Promise<MediaSummary[]> {
      return rowsOf<MediaSummary>(
        db,
        sql`SELECT m.id, m.kind, m.mime, m.thumb_key AS "thumbKey", m.duration_seconds AS "durationSeconds"
          FROM display_media m JOIN displays d ON d.id = m.display_id
          WHERE d.id = ${id} AND ${visible} ORDER BY m.sort_order, m.created_at`,
      );
    },
  };
}
