import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';

/** The company's offline alert delay (minutes), a column of its row. */
export function alertSettingsRepo(db: Db, companyId: string) {
  return {
    async get(): Promise<number> {
      const [row] = await db
        .select({ minutes: companies.offlineAlertMinutes })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.minutes ?? 5;
    },
    async set(minutes: number) {
      await db.update(companies).set({ offlineAlertMinutes: minutes }).where(eq(companies.id, companyId));
    },
  };
}
