import { type AnyColumn, type SQL, and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { CompanyStatus, SuperpanelCompanySortField } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { companies, superpanelAdmins } from '../../../db/schema/index.ts';

/** `%`, `_` and `\` match themselves: the keyword is text, not a pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Queries of the operator's panel. They read across all companies on purpose (the superpanel audience only), which is
 * why their names say so.
 */

// Qualified by hand: drizzle leaves columns of a one-table select unqualified, which a subquery would rebind.
const ownerEmail = sql<string | null>`(
  SELECT u.email FROM users u
  WHERE u.company_id = companies.id AND u.user_type = 'companyOwner' AND u.deleted_at IS NULL
  ORDER BY u.created_at LIMIT 1)`;
const userCount = sql<number>`(SELECT count(*)::int FROM users u WHERE u.company_id = companies.id AND u.deleted_at IS NULL)`;
const displayCount = sql<number>`(
  SELECT count(*)::int FROM displays d WHERE d.company_id = companies.id AND d.shutdown_at IS NULL)`;
/** What GET /mediapools/storage answers the company (media-pool's `storageBytes`): every file row with its original. */
const storageBytes = sql<string>`(
  SELECT coalesce(sum(m.file_size + coalesce(m.original_size, 0)), 0)::bigint FROM media_files m
  WHERE m.company_id = companies.id)`;

const sortColumns: Record<SuperpanelCompanySortField, SQL | AnyColumn> = {
  name: sql`lower(${companies.name})`,
  ownerEmail,
  userCount,
  displayCount,
  storageBytes,
  status: companies.status,
  createdAt: companies.createdAt,
};

export type CompanyListOptions = {
  offset: number;
  limit: number;
  keyword?: string;
  status?: CompanyStatus;
  sort: { field: SuperpanelCompanySortField; descending: boolean };
};

/** One page of all companies with owner address, user and display counts, storage and status; ties by id. */
export async function listAllCompanies(db: Db, opts: CompanyListOptions) {
  const where = and(
    opts.keyword ? ilike(companies.name, `%${escapeLike(opts.keyword)}%`) : undefined,
    opts.status ? eq(companies.status, opts.status) : undefined,
  );
  const direction = opts.sort.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        createdAt: companies.createdAt,
        status: companies.status,
        ownerEmail,
        userCount,
        displayCount,
        storageBytes,
      })
      .from(companies)
      .where(where)
      .orderBy(direction(sortColumns[opts.sort.field]), direction(companies.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  const items = rows.map((row) => ({ ...row, storageBytes: Number(row.storageBytes) }));
  return { items, totalCount: total?.n ?? 0 };
}

export async function findSuperpanelAdmin(db: Db, adminId: string) {
  const [row] = await db
    .select({ id: superpanelAdmins.id, email: superpanelAdmins.email })
    .from(superpanelAdmins)
    .where(eq(superpanelAdmins.id, adminId));
  return row;
}

/** Sets a company's status; answers the status it has afterwards, undefined for an unknown company. */
export async function setCompanyStatus(db: Db, companyId: string, status: CompanyStatus) {
  const [row] = await db
    .update(companies)
    .set({ status })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id, status: companies.status });
  return row;
}
