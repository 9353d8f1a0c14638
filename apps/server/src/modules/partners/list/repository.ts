import { type SQL, sql } from 'drizzle-orm';
import type { PartnerListQuery } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';

/** One row of the partner list before the display counts: my partnership row, its reverse, the company, its owner. */
export type PartnerRow = {
  id: string;
  companyName: string;
  logoKey: string | null;
  logoVersion: number;
  partnerSince: Date;
  status: 'active' | 'blocked';
  blockedByPartner: boolean;
  industry: string;
  businessModel: string;
  street: string;
  houseNumber: string;
  postcode: string;
  town: string;
  federalState: string;
  country: string;
  phoneCountryCode: string;
  phone: string;
  adminFirstName: string | null;
  adminLastName: string | null;
  adminEmail: string | null;
  adminPhoneCountryCode: string | null;
  adminPhone: string | null;
};

/** Which partners a display filter leaves: every one, some ids, or none. */
export type PartnerIdFilter = 'all' | string[];

export type PartnerFilter = Omit<PartnerListQuery, 'lang'> & {
  partnerIds: PartnerIdFilter;
  /** The admin's address is searched only for a caller allowed to see it (GET_PARTNER_ADMIN_INFO). */
  searchEmail: boolean;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ids = (list: string[]) =>
  sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

function whereOf(companyId: string, f: Partial<PartnerFilter>): SQL {
  const c: SQL[] = [sql`p.company_id = ${companyId}`, sql`p.partner_company_id <> ${companyId}`];
  const term = f.idORNameOREmail?.trim();
  if (term) {
    const like = likeLiteral(term);
    const alternatives = [sql`c.name ILIKE ${like}`];
    if (uuidPattern.test(term)) alternatives.push(sql`c.id = ${term.toLowerCase()}::uuid`);
    if (f.searchEmail) alternatives.push(sql`a.email ILIKE ${like}`);
    c.push(sql`(${sql.join(alternatives, sql` OR `)})`);
  }
  if (f.period) c.push(sql`p.created_at >= now() - make_interval(days => ${f.period}::int)`);
  if (f.status) c.push(sql`p.status = ${f.status === 'blocked' ? 'blocked' : 'active'}`);
  if (f.partnerIds && f.partnerIds !== 'all') {
    c.push(f.partnerIds.length === 0 ? sql`false` : sql`p.partner_company_id IN (${ids(f.partnerIds)})`);
  }
  return sql.join(c, sql` AND `);
}

const orderOf = (f: Partial<PartnerFilter>) => {
  const dir = f.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
  return f.sort === 'partnerSince'
    ? sql`p.created_at ${dir}, lower(c.name) ASC, c.id ASC`
    : sql`lower(c.name) ${dir}, c.id ${dir}`;
};

/** The partner company's administrator: its oldest owner account that is not deleted. */
const adminJoin = sql`LEFT JOIN LATERAL (SELECT u.first_name, u.last_name, u.email, u.phone_country_code, u.phone
    FROM users u WHERE u.company_id = c.id AND u.user_type = 'companyOwner' AND u.deleted_at IS NULL
    ORDER BY u.created_at, u.id LIMIT 1) a ON true`;

const columns = sql`p.partner_company_id::text AS id, c.name AS "companyName", c.logo_key AS "logoKey",
  c.logo_version AS "logoVersion", p.created_at AS "partnerSince",
  p.status, coalesce(r.status = 'blocked', false) AS "blockedByPartner", c.industry,
  c.business_model AS "businessModel", c.street, c.house_number AS "houseNumber", c.postcode, c.town,
  c.federal_state AS "federalState", c.country, c.phone_country_code AS "phoneCountryCode", c.phone,
  a.first_name AS "adminFirstName", a.last_name AS "adminLastName", a.email AS "adminEmail",
  a.phone_country_code AS "adminPhoneCountryCode", a.phone AS "adminPhone"`;

const from = sql`FROM partnerships p JOIN companies c ON c.id = p.partner_company_id
  LEFT JOIN partnerships r ON r.company_id = p.partner_company_id AND r.partner_company_id = p.company_id
  ${adminJoin}`;

const rowsOf = async <T>(db: Db, query: SQL) => (await db.execute(query)).rows as T[];

/** The partner list of one company: my partnership rows (I am `company_id`), filtered, sorted and paged. */
export function partnerListRepo(db: Db, companyId: string) {
  return {
    async page(f: PartnerFilter): Promise<{ rows: PartnerRow[]; totalCount: number }> {
      const where = whereOf(companyId, f);
      const [rows, [count]] = await Promise.all([
        rowsOf<PartnerRow>(
          db,
          sql`SELECT ${columns} ${from} WHERE ${where} ORDER BY ${orderOf(f)}
            LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`,
        ),
        rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from} WHERE ${where}`),
      ]);
      return { rows: rows.map(withDate), totalCount: count?.n ?? 0 };
    },

    /** One partner of mine (my row to it exists, whatever its status); null otherwise. */
    async one(partnerId: string): Promise<PartnerRow | null> {
      const [row] = await rowsOf<PartnerRow>(
        db,
        sql`SELECT ${columns} ${from} WHERE ${whereOf(companyId, {})} AND p.partner_company_id = ${partnerId}
          ORDER BY p.created_at LIMIT 1`,
      );
      return row ? withDate(row) : null;
    },
  };
}

/** PGlite and node-postgres answer timestamps of raw queries differently (Date or text). */
const withDate = (row: PartnerRow): PartnerRow => ({ ...row, partnerSince: new Date(row.partnerSince) });
