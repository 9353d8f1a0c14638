import { asc, eq, sql } from 'drizzle-orm';
import type { LookupGroup } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { lookups } from '../../db/schema/index.ts';

export type LookupRecord = { code: string; labelEn: string; labelDe: string; extra: string | null };

export async function listGroup(db: Db, group: LookupGroup): Promise<LookupRecord[]> {
  return db
    .select({ code: lookups.code, labelEn: lookups.labelEn, labelDe: lookups.labelDe, extra: lookups.extra })
    .from(lookups)
    .where(eq(lookups.group, group))
    .orderBy(asc(lookups.sortOrder), asc(lookups.code));
}

/** The rows of the given (group, code) pairs that exist, in one query. */
export async function findCodes(db: Db, pairs: { group: LookupGroup; code: string }[]) {
  if (pairs.length === 0) return [];
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.group}, ${p.code})`),
    sql`, `,
  );
  return db
    .select({ group: lookups.group, code: lookups.code, extra: lookups.extra })
    .from(lookups)
    .where(sql`(${lookups.group}, ${lookups.code}) IN (${wanted})`);
}
