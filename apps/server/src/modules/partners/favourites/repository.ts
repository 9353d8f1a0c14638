import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partnerFavoriteDisplays } from '../../../db/schema/index.ts';

/** The favourite partner displays of one company; the only SQL on `partner_favorite_displays`. */
export function favoriteRepo(db: Db, companyId: string) {
  return {
    async add(displayId: string): Promise<void> {
      await db.insert(partnerFavoriteDisplays).values({ companyId, displayId }).onConflictDoNothing();
    },
    async remove(displayId: string): Promise<void> {
      await db
        .delete(partnerFavoriteDisplays)
        .where(and(eq(partnerFavoriteDisplays.companyId, companyId), eq(partnerFavoriteDisplays.displayId, displayId)));
    },
  };
}

/**
 * SQL condition for list queries of other contexts: the display in `displayId` (a column of the caller's query) is a
 * favourite of `viewerCompanyId`.
 */
export const favoriteOf = (viewerCompanyId: string, displayId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM partner_favorite_displays f WHERE f.company_id = ${viewerCompanyId}
    AND f.display_id = ${displayId})`;
