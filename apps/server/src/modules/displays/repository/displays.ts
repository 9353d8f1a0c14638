import { type SQL, and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories, companies, displays, lookups } from '../../../db/schema/index.ts';

export type DisplayRow = typeof displays.$inferSelect;
export type DisplayValues = Partial<typeof displays.$inferInsert>;
export type NewDisplay = Omit<typeof displays.$inferInsert, 'companyId'>;
export type LogEntry = { action: string; at: Date | string; actorName: string | null };

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { rows } = await db.execute<T>(query);
  return rows as T[];
}

/**
 * The displays of one company. Every query is scoped to it: a foreign, unknown or shut-down id finds nothing, and a
 * write names the company in its WHERE, so no call here can reach another company's display.
 */
export function displayRepo(db: Db, companyId: string) {
  const visible = (...more: (SQL | undefined)[]) =>
    and(eq(displays.companyId, companyId), isNull(displays.shutdownAt), ...more);

  return {
    companyId,

    /** One display that is not shut down; with `forUpdate` locked until the transaction ends. */
    async find(id: string, opts: { forUpdate?: boolean } = {}): Promise<DisplayRow | null> {
      const query = db
        .select()
        .from(displays)
        .where(visible(eq(displays.id, id)));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The displays among `ids` (not shut down), locked FOR UPDATE in the caller's transaction, by onlineId. */
    async lockMany(ids: string[]): Promise<DisplayRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(displays)
        .where(visible(inArray(displays.id, ids)))
        .orderBy(displays.onlineId)
        .for('update');
    },

    /** One display with its category and company name (the details answer). */
    async findWithNames(id: string) {
      const [row] = await db
        .select({
          d: displays,
          categoryTitle: categories.title,
          categoryColor: categories.color,
          companyName: companies.name,
        })
        .from(displays)
        .innerJoin(companies, eq(companies.id, displays.companyId))
        .leftJoin(categories, and(eq(categories.id, displays.categoryId), eq(categories.companyId, companyId)))
        .where(visible(eq(displays.id, id)));
      return row ?? null;
    },

    async countWithStatus(status: DisplayRow['status']): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(displays)
        .where(visible(eq(displays.status, status)));
      return row.n;
    },

    /**
     * Reserves `count` consecutive onlineIds. The row lock on the company serialises concurrent creations, so numbers
     * never repeat and a limit counted after it cannot be passed by two requests at once.
     */
    async reserveOnlineIds(count = 1): Promise<number[]> {
      const [row] = await db
        .update(companies)
        .set({ displaySeq: sql`${companies.displaySeq} + ${count}` })
        .where(eq(companies.id, companyId))
        .returning({ last: companies.displaySeq });
      return Array.from({ length: count }, (_, i) => row.last - count + 1 + i);
    },

    async insert(rows: NewDisplay[]): Promise<DisplayRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(displays)
        .values(rows.map((r) => ({ ...r, companyId })))
        .returning();
    },

    /** Sets fields of the company's displays (updatedAt too). */
    async update(ids: string | string[], values: DisplayValues): Promise<void> {
      const list = Array.isArray(ids) ? ids : [ids];
      if (list.length === 0) return;
      await db
        .update(displays)
        .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
        .where(and(eq(displays.companyId, companyId), inArray(displays.id, list)));
    },

    /** Appends to the display's log; a display of another company gets no entry. */
    async writeLog(displayId: string, actorId: string | null, action: string, details?: Record<string, unknown>) {
      const json = details ? JSON.stringify(details) : null;
      await db.execute(sql`INSERT INTO display_logs (display_id, actor_id, action, details)
        SELECT d.id, ${actorId}, ${action}, ${json}::jsonb FROM displays d
        WHERE d.id = ${displayId} AND d.company_id = ${companyId}`);
    },

    /** The newest log entries with the acting person's name. */
    async logs(displayId: string, limit: number): Promise<LogEntry[]> {
      return rowsOf<LogEntry>(
        db,
        sql`SELECT l.action, l.created_at AS at,
            nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "actorName"
          FROM display_logs l JOIN displays d ON d.id = l.display_id AND d.company_id = ${companyId}
          LEFT JOIN users u ON u.id = l.actor_id
          WHERE l.display_id = ${displayId}
          ORDER BY l.created_at DESC, l.id LIMIT ${limit}`,
      );
    },

    /** The last entry of one action (e.g. the partner message kept until a draft is completed). */
    async lastLogDetails(displayId: string, action: string): Promise<Record<string, unknown> | null> {
      const [row] = await rowsOf<{ details: Record<string, unknown> | null }>(
        db,
        sql`SELECT l.details FROM display_logs l JOIN displays d ON d.id = l.display_id AND d.company_id = ${companyId}
          WHERE l.display_id = ${displayId} AND l.action = ${action} ORDER BY l.created_at DESC, l.id LIMIT 1`,
      );
      return row?.details ?? null;
    },

    async companyName(): Promise<string> {
      const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
      return row?.name ?? '';
    },

    async category(categoryId: string) {
      const [row] = await db
        .select({ id: categories.id, title: categories.title, color: categories.color })
        .from(categories)
        .where(and(eq(categories.id, categoryId), eq(categories.companyId, companyId)));
      return row ?? null;
    },

    /** Titles of the company's displays (not shut down) that start with `prefix`: for numbering copies. */
    async titlesStartingWith(prefix: string): Promise<string[]> {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await db
        .select({ title: displays.title })
        .from(displays)
        .where(visible(sql`${displays.title} LIKE ${`${escaped}%`}`));
      return rows.map((r) => r.title);
    },
  };
}

export type DisplayRepo = ReturnType<typeof displayRepo>;

/** The codes of `wanted` that exist in a lookup group (reference data, the same for every company), with `extra`. */
export async function existingCodes(db: Db, group: string, wanted: string[]): Promise<Map<string, string | null>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ code: lookups.code, extra: lookups.extra })
    .from(lookups)
    .where(and(eq(lookups.group, group), inArray(lookups.code, [...new Set(wanted)])));
  return new Map(rows.map((r) => [r.code, r.extra]));
}
