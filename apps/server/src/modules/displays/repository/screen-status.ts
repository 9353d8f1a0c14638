import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { playerStatus } from '../../../db/schema/index.ts';

export type ScreenStatus = {
  online: boolean;
  lastSeenAt: Date;
  currentTitle: string | null;
  currentSince: Date | null;
};

/**
 * What the screens of these displays of the company last reported (`player_status`, written by the player context's
 * heartbeat and offline monitor; read here for the overview and the expanded row). Displays without a row never had
 * a screen report.
 */
export async function screenStatusOf(db: Db, companyId: string, ids: string[]): Promise<Map<string, ScreenStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      displayId: playerStatus.displayId,
      online: playerStatus.online,
      lastSeenAt: playerStatus.lastSeenAt,
      currentTitle: playerStatus.currentTitle,
      currentSince: playerStatus.currentSince,
    })
    .from(playerStatus)
    .where(and(eq(playerStatus.companyId, companyId), inArray(playerStatus.displayId, ids)));
  return new Map(rows.map(({ displayId, ...status }) => [displayId, status]));
}
