import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedSelect } from '../../../db/prepared.ts';
import { displays, playerCredentials } from '../../../db/schema/index.ts';

/**
 * Player credentials. `forToken` is the one read without a company: the token is all a player has, and it names its
 * company. The display's state is read with it (a join, one statement per request): a credential plays only while
 * its display is completed, active, not locked and not shut down, and still has the player token the credential was
 * made under.
 */
export function credentialRepo(db: Db) {
  return {
    async insert(values: {
      companyId: string;
      displayId: string;
      tokenHash: string;
      displayTokenHash: string | null;
    }): Promise<string> {
      const [row] = await db.insert(playerCredentials).values(values).returning({ id: playerCredentials.id });
      return row.id;
    },
    /** Every player request's lookup: a named prepared statement, planned once per pooled connection. */
    async forToken(tokenHash: string) {
      const [row] = await preparedSelect(
        db
          .select({
            id: playerCredentials.id,
            companyId: playerCredentials.companyId,
            displayId: playerCredentials.displayId,
          })
          .from(playerCredentials)
          .innerJoin(
            displays,
            and(
              eq(displays.id, playerCredentials.displayId),
              eq(displays.companyId, playerCredentials.companyId),
              eq(displays.status, 'completed'),
              eq(displays.isActive, true),
              eq(displays.isLocked, false),
              isNull(displays.shutdownAt),
              sql`${displays.playerTokenHash} IS NOT DISTINCT FROM ${playerCredentials.displayTokenHash}`,
            ),
          )
          .where(eq(playerCredentials.tokenHash, tokenHash)),
      );
      return row ?? null;
    },
    /** The display's current player token (its hash), stored with a new credential. */
    async displayTokenHash(companyId: string, displayId: string): Promise<string | null> {
      const [row] = await db
        .select({ hash: displays.playerTokenHash })
        .from(displays)
        .where(and(eq(displays.id, displayId), eq(displays.companyId, companyId)));
      return row?.hash ?? null;
    },
    /**
     * The playing display whose player token has this hash, of any company: the token of a display's token mail is
     * all its screen has, and it names the display.
     */
    async displayForPlayerToken(hash: string) {
      const [row] = await db
        .select({ id: displays.id, companyId: displays.companyId })
        .from(displays)
        .where(
          and(
            eq(displays.playerTokenHash, hash),
            eq(displays.status, 'completed'),
            eq(displays.isActive, true),
            eq(displays.isLocked, false),
            isNull(displays.shutdownAt),
          ),
        );
      return row ?? null;
    },
    /** The display a credential plays for, as the player shows it (its company's own row). */
    async display(companyId: string, displayId: string) {
      const [row] = await db
        .select({ displayId: displays.id, onlineId: displays.onlineId, title: displays.title })
        .from(displays)
        .where(and(eq(displays.id, displayId), eq(displays.companyId, companyId)));
      return row ?? null;
    },
  };
}
