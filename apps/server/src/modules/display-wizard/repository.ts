import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, companies, displayLogs, displayMedia, displays, lookups, users } from '../../db/schema/index.ts';

export type DisplayRow = typeof displays.$inferSelect;
export type DisplayMediaRow = typeof displayMedia.$inferSelect;

/**
 * One display of the company that is not shut down; with `forUpdate` the row is locked until the transaction ends
 * (step saves and uploads of the same display then run one after the other).
 */
export async function findOwnDisplay(
  db: Db,
  companyId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DisplayRow | null> {
  const query = db
    .select()
    .from(displays)
    .where(and(eq(displays.id, id), eq(displays.companyId, companyId), isNull(displays.shutdownAt)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function countDrafts(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(displays)
    .where(and(eq(displays.companyId, companyId), eq(displays.status, 'draft'), isNull(displays.shutdownAt)));
  return row.n;
}

export async function mediaOf(db: Db, displayId: string): Promise<DisplayMediaRow[]> {
  return db
    .select()
    .from(displayMedia)
    .where(eq(displayMedia.displayId, displayId))
    .orderBy(asc(displayMedia.sortOrder), asc(displayMedia.createdAt));
}

/** The codes of `wanted` that exist in the lookup group. */
export async function existingCodes(db: Db, group: string, wanted: string[]): Promise<Map<string, string | null>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ code: lookups.code, extra: lookups.extra })
    .from(lookups)
    .where(and(eq(lookups.group, group), inArray(lookups.code, [...new Set(wanted)])));
  return new Map(rows.map((r) => [r.code, r.extra]));
}

export async function ownCategory(db: Db, companyId: string, categoryId: string) {
  const [row] = await db
    .select({ id: categories.id, title: categories.title, color: categories.color })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.companyId, companyId)));
  return row ?? null;
}

export async function companyName(db: Db, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

export async function logsOf(db: Db, displayId: string) {
  return db
    .select({
      action: displayLogs.action,
      at: displayLogs.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(displayLogs)
    .leftJoin(users, eq(users.id, displayLogs.actorId))
    .where(eq(displayLogs.displayId, displayId))
    .orderBy(desc(displayLogs.createdAt))
    .limit(100);
}

export async function addLog(
  db: Db,
  displayId: string,
  actorId: string | null,
  action: string,
  details?: Record<string, unknown>,
) {
  await db.insert(displayLogs).values({ displayId, actorId, action, details: details ?? null });
}
