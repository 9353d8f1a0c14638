import { type SQL, sql } from 'drizzle-orm';
import type { DisplaySearchBody } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';
import { rowsOf } from './displays.ts';
import { type AccessActor, reachCondition } from '../../roles/index.ts';

/** Escapes LIKE/ILIKE wildcards so user text is matched literally (backslash is PostgreSQL's default escape). */
export const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Diagonal in inches: the preset size, or the custom width/height in cm. */
export const sizeExpr = sql`coalesce(d.size_inches, sqrt(d.width_cm * d.width_cm + d.height_cm * d.height_cm) / 2.54)`;

/** Whitelisted sort columns (displaySortFields); anything else never reaches SQL because the zod regex rejects it. */
const sortExpressions: Record<string, SQL> = {
  onlineId: sql`d.online_id`,
  title: sql`d.title`,
  createDate: sql`d.created_at`,
  size: sizeExpr,
  resolution: sql`d.resolution`,
  displayType: sql`d.display_type`,
  city: sql`d.town`,
};

export function parseSort(sort: string, order?: 'asce' | 'desc') {
  const descending = sort.startsWith('-') || order === 'desc';
  const field = sort.replace(/^-/, '');
  const expr = sortExpressions[field];
  if (!expr) throw new Error(`unknown sort field ${field}`);
  return { expr, dir: descending ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST` };
}

/** Raw row of the list queries, mapped by the presenter. */
export type ListRow = {
  id: string;
  onlineId: number;
  title: string;
  description: string;
  categoryId: string | null;
  categoryTitle: string | null;
  categoryColor: string | null;
  displayType: string | null;
  resolution: string | null;
  alignment: string | null;
  size: number | string | null;
  visibilityRate: number | null;
  visitorCount: number | null;
  priceCredits: number | null;
  availableDays: string[] | null;
  status: 'draft' | 'duplicated' | 'completed';
  accessibility: 'public' | 'private';
  location: 'external' | 'internal';
  shareOptions: 'share' | 'notShare' | 'restricted';
  isActive: boolean;
  isLocked: boolean;
  email: string | null;
  createDate: Date | string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  district: string | null;
  thumbId: string | null;
  companyId: string;
  companyName: string | null;
  totalCount: number | string;
  companyLogoKey: string | null;
  companyLogoVersion: number;
  /** The viewer's favourite (the partner overview); false in the own list. */
  isFavorite: boolean;
};

/**
 * One statement for a page of a list: the CTE filters, counts (count(*) over()) and cuts the page using only
 * `displays` and its indexes (company/online_id, trigram on search_text); the outer part joins category, first
 * location picture and company for at most `limit` rows.
 */
function listSql(where: SQL, sort: { expr: SQL; dir: SQL }, limit: number, offset: number, favorite?: SQL): SQL {
  const first = favorite ? sql`${favorite} DESC, ` : sql``;
  return sql`WITH page AS (
    SELECT d.id, count(*) OVER () AS total
    FROM displays d
    WHERE ${where}
    ORDER BY ${first}${sort.expr} ${sort.dir}, d.id
    LIMIT ${limit} OFFSET ${offset}
  )
  SELECT d.id, d.online_id AS "onlineId", d.title, d.description, d.category_id AS "categoryId",
    c.title AS "categoryTitle", c.color AS "categoryColor", d.display_type AS "displayType", d.resolution, d.alignment,
    ${sizeExpr} AS size, d.visibility_rate AS "visibilityRate", d.visitor_count AS "visitorCount",
    d.price_credits AS "priceCredits", d.available_days AS "availableDays", d.status, d.accessibility, d.location,
    d.share_options AS "shareOptions", d.is_active AS "isActive", d.is_locked AS "isLocked", d.token_email AS email,
    d.created_at AS "createDate", d.street, d.postcode AS "zipCode", d.town AS city, d.district,
    d.company_id AS "companyId", co.name AS "companyName", p.total AS "totalCount",
    co.logo_key AS "companyLogoKey", co.logo_version AS "companyLogoVersion",
    ${favorite ?? sql`false`} AS "isFavorite",
    (SELECT m.id FROM display_media m WHERE m.display_id = d.id AND m.kind = 'location' AND m.thumb_key IS NOT NULL
      ORDER BY (m.mime LIKE 'image/%') DESC, m.sort_order, m.created_at LIMIT 1) AS "thumbId"
  FROM page p
  JOIN displays d ON d.id = p.id
  JOIN companies co ON co.id = d.company_id
  LEFT JOIN categories c ON c.id = d.category_id
  ORDER BY ${first}${sort.expr} ${sort.dir}, d.id`;
}

const countSql = (where: SQL) => sql`SELECT count(*) AS total FROM displays d WHERE ${where}`;

/**
 * Conditions of the own display search (POST /displays/search); always scoped to the company, never shut-down rows;
 * `reach` narrows to the displays the actor's roles reach (modules/roles `reachCondition`).
 */
export function ownSearchWhere(
  companyId: string,
  keyword: string | undefined,
  body: DisplaySearchBody,
  reach?: SQL,
): SQL {
  const c: SQL[] = [sql`d.company_id = ${companyId}`, sql`d.shutdown_at IS NULL`];
  if (reach) c.push(reach);
  // search_text is already lower-cased by its trigger (same lower(), so umlauts fold alike); LIKE on it is much cheaper
  // than ILIKE and uses the same trigram index.
  if (keyword) c.push(sql`d.search_text LIKE lower(${likeLiteral(keyword)})`);
  if (body.alignment) c.push(sql`d.alignment = ${body.alignment}`);
  if (body.availableDays?.length) c.push(sql`d.available_days @> ${`{${body.availableDays.join(',')}}`}::text[]`);
  if (body.categoryId) c.push(sql`d.category_id = ${body.categoryId}`);
  if (body.date) c.push(sql`d.created_at >= now() - make_interval(days => ${body.date}::int)`);
  if (body.displayType) c.push(sql`d.display_type = ${body.displayType}`);
  if (body.infoAccess) c.push(sql`d.accessibility = ${body.infoAccess}`);
  if (body.location) c.push(sql`d.location = ${body.location}`);
  if (body.minDisplaySize !== undefined) c.push(sql`${sizeExpr} >= ${body.minDisplaySize}`);
  // 101 is the 'over 100' option of the size filter: no upper bound.
  if (body.maxDisplaySize !== undefined && body.maxDisplaySize <= 100)
    c.push(sql`${sizeExpr} <= ${body.maxDisplaySize}`);
  if (body.number) c.push(sql`d.house_number ILIKE ${likeLiteral(body.number)}`);
  if (body.postCode) c.push(sql`d.postcode ILIKE ${likePrefix(body.postCode)}`);
  if (body.resolution) c.push(sql`d.resolution = ${body.resolution}`);
  if (body.share) c.push(sql`d.share_options = ${body.share}`);
  if (body.status === 'active') c.push(sql`d.status = 'completed' AND d.is_active`);
  if (body.status === 'inactive') c.push(sql`d.status = 'completed' AND NOT d.is_active`);
  if (body.status === 'draft' || body.status === 'duplicated') c.push(sql`d.status = ${body.status}`);
  if (body.street) c.push(sql`d.street ILIKE ${likeLiteral(body.street)}`);
  if (body.town) c.push(sql`d.town ILIKE ${likeLiteral(body.town)}`);
  if (body.keywords) c.push(sql`array_to_string(d.keywords, ' ') ILIKE ${likeLiteral(body.keywords)}`);
  if (body.isLocked !== undefined) c.push(sql`d.is_locked = ${body.isLocked}`);
  // The screen's connection (player_status, kept by the player context): displays without a screen match neither.
  if (body.connection)
    c.push(sql`EXISTS (SELECT 1 FROM player_status ps WHERE ps.display_id = d.id
      AND ps.online = ${body.connection === 'online'})`);
  return sql.join(c, sql` AND `);
}

/** The page query as one SQL statement (the benchmark runs exactly this through the driver). */
export function searchStatement(
  where: SQL,
  sort: string,
  order: 'asce' | 'desc' | undefined,
  page: number,
  limit: number,
  favorite?: SQL,
): SQL {
  return listSql(where, parseSort(sort, order), limit, (page - 1) * limit, favorite);
}

export async function listPage(
  db: Db,
  where: SQL,
  sort: string,
  order: 'asce' | 'desc' | undefined,
  page: number,
  limit: number,
  favorite?: SQL,
) {
  const rows = await preparedRows<ListRow>(db, searchStatement(where, sort, order, page, limit, favorite));
  let totalCount = rows.length > 0 ? Number(rows[0].totalCount) : 0;
  // A page past the end has no row to carry the window count.
  if (rows.length === 0 && page > 1)
    totalCount = Number((await rowsOf<{ total: string }>(db, countSql(where)))[0]?.total ?? 0);
  return { rows, totalCount };
}

export type Sort = { sort: string; order?: 'asce' | 'desc'; page: number; limit: number };

/** The own display list of one company (POST /displays/search), of the displays `actor` reaches when given. */
export function ownDisplayList(db: Db, companyId: string) {
  return {
    page: (keyword: string | undefined, body: DisplaySearchBody, q: Sort, actor?: AccessActor) => {
      const reach = actor ? reachCondition(actor, 'display', sql`d.id`) : undefined;
      return listPage(db, ownSearchWhere(companyId, keyword, body, reach), q.sort, q.order, q.page, q.limit);
    },
    /** The company's display revision as committed (the search cache's validator). */
    async revision(): Promise<number> {
      const [row] = await preparedRows<{ revision: string | number }>(
        db,
        sql`SELECT display_revision AS revision FROM companies WHERE id = ${companyId}`,
      );
      return Number(row?.revision ?? -1);
    },
  };
}

/** Media fields the details answer shows. */
export type MediaSummary = {
  id: string;
  kind: 'location' | 'placeholder';
  mime: string;
  thumbKey: string | null;
  durationSeconds: number | null;
};
