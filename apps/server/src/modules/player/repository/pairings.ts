import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { playerPairings } from '../../../db/schema/index.ts';

export type PairingRow = typeof playerPairings.$inferSelect;

/**
 * Pairing codes. Not bound to a company: an unpaired screen belongs to nobody yet, so these are named for what they
 * reach (any open code, by its id or its text); a claim binds the row to the claiming company and display.
 */
export function pairingRepo(db: Db) {
  return {
    /** Inserts an open code; false when the same code is open already (the caller draws another). */
    async insertOpen(values: { id: string; code: string; secretHash: string; expiresAt: Date }): Promise<boolean> {
      const rows = await db
        .insert(playerPairings)
        .values(values)
        .onConflictDoNothing({ target: playerPairings.code, where: isNull(playerPairings.claimedAt) })
        .returning({ id: playerPairings.id });
      return rows.length === 1;
    },
    /** Removes unclaimed codes that expired before `now` (so their text can be drawn again). */
    async removeExpired(now: Date): Promise<void> {
      await db.delete(playerPairings).where(and(isNull(playerPairings.claimedAt), lt(playerPairings.expiresAt, now)));
    },
    /** Any pairing by its id, locked for the transaction. */
    async findAnyById(id: string): Promise<PairingRow | null> {
      const [row] = await db.select().from(playerPairings).where(eq(playerPairings.id, id)).for('update');
      return row ?? null;
    },
    /** The open (unclaimed) pairing with this code, locked for the transaction. */
    async findOpenByCode(code: string): Promise<PairingRow | null> {
      const [row] = await db
        .select()
        .from(playerPairings)
        .where(and(eq(playerPairings.code, code), isNull(playerPairings.claimedAt)))
        .for('update');
      return row ?? null;
    },
    async claim(id: string, claim: { companyId: string; displayId: string; claimedBy: string; claimedAt: Date }) {
      await db.update(playerPairings).set(claim).where(eq(playerPairings.id, id));
    },
    /** The claimed pairing was answered to its player: it is never answered again. */
    async remove(id: string) {
      await db.delete(playerPairings).where(eq(playerPairings.id, id));
    },
  };
}
