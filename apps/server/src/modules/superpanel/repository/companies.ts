import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, superpanelAdmins } from '../../../db/schema/index.ts';

/** `%`, `_` and `\` match themselves: the keyword is text, not a pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Queries of the operator's panel. They read across all companies on purpose (the superpanel audience only), which is
 * why their names say so.
 */

/** One page of all companies, newest first, with the owner's address and the number of users. */
export async function listAllCompanies(db: Db, opts: { offset: number; limit: number; keyword?: string }) {
  const where = opts.keyword ? ilike(companies.name, `%${escapeLike(opts.keyword)}%`) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        createdAt: companies.createdAt,
        // Qualified by hand: drizzle leaves columns of a one-table select unqualified, which a subquery would rebind.
        ownerEmail: sql<string | null>`(
          SELECT u.email FROM users u
          WHERE u.company_id = companies.id AND u.user_type = 'companyOwner' AND u.deleted_at IS NULL
          ORDER BY u.created_at LIMIT 1)`,
        userCount: sql<number>`(SELECT count(*)::int FROM users u WHERE u.company_id = companies.id AND u.deleted_at IS NULL)`,
      })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), companies.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { items, totalCount: total?.n ?? 0 };
}

export async function findSuperpanelAdmin(db: Db, adminId: string) {
  const [row] = await db
    .select({ id: superpanelAdmins.id, email: superpanelAdmins.email })
    .from(superpanelAdmins)
    .where(eq(superpanelAdmins.id, adminId));
  return row;
}
