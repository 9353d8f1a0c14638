import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { playerScreenshots } from '../../../db/schema/index.ts';

export type StoredShot = { takenAt: Date; storageKey: string; sizeBytes: number; mime: string };

/** The screenshot row of one display of one company (every statement names both). */
export function screenshotRepo(db: Db, companyId: string) {
  const of = (displayId: string) =>
    and(eq(playerScreenshots.displayId, displayId), eq(playerScreenshots.companyId, companyId));
  return {
    /** Opens a request (an open one keeps its time). Answers the request's time. */
    async request(displayId: string, userId: string, now: Date): Promise<Date> {
      const [row] = await db
        .insert(playerScreenshots)
        .values({ displayId, companyId, requestedAt: now, requestedBy: userId })
        .onConflictDoUpdate({
          target: playerScreenshots.displayId,
          set: {
            requestedAt: sql`coalesce(${playerScreenshots.requestedAt}, excluded.requested_at)`,
            requestedBy: sql`coalesce(${playerScreenshots.requestedBy}, excluded.requested_by)`,
          },
          setWhere: eq(playerScreenshots.companyId, companyId),
        })
        .returning({ requestedAt: playerScreenshots.requestedAt });
      return row?.requestedAt ?? now;
    },
    async find(displayId: string) {
      const [row] = await db.select().from(playerScreenshots).where(of(displayId));
      return row ?? null;
    },
    /** The open request, locked for the caller's transaction; null when none is open. */
    async lockOpen(displayId: string) {
      const [row] = await db
        .select()
        .from(playerScreenshots)
        .where(and(of(displayId), isNotNull(playerScreenshots.requestedAt)))
        .for('update');
      return row ?? null;
    },
    /** The screen's answer: the new picture, the request closed. */
    async store(displayId: string, shot: StoredShot) {
      await db
        .update(playerScreenshots)
        .set({ ...shot, requestedAt: null })
        .where(of(displayId));
    },
  };
}

/** The stored file of a display's screenshot taken at `takenAtMs` (the signed file route; the signature names both). */
export async function screenshotKeyAt(db: Db, displayId: string, takenAtMs: number) {
  const [row] = await db
    .select({ key: playerScreenshots.storageKey, mime: playerScreenshots.mime })
    .from(playerScreenshots)
    .where(and(eq(playerScreenshots.displayId, displayId), eq(playerScreenshots.takenAt, new Date(takenAtMs))));
  return row?.key && row.mime ? { key: row.key, mime: row.mime } : null;
}
