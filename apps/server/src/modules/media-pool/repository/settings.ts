import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';

/** The media pool's company settings (a column of the company row): "keep originals" for now. */
export function poolSettingsRepo(db: Db, companyId: string) {
  return {
    async read(): Promise<{ keepOriginals: boolean }> {
      const [row] = await db
        .select({ keepOriginals: companies.keepMediaOriginals })
        .from(companies)
        .where(eq(companies.id, companyId));
      return { keepOriginals: row?.keepOriginals ?? false };
    },
    async write(change: { keepOriginals: boolean }): Promise<void> {
      await db.update(companies).set({ keepMediaOriginals: change.keepOriginals }).where(eq(companies.id, companyId));
    },
  };
}
