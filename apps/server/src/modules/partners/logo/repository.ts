import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';

export type LogoState = { logoKey: string | null; logoVersion: number };

/** The logo columns of one company; the only SQL on them. */
export function companyLogoRepo(db: Db, companyId: string) {
  const mine = eq(companies.id, companyId);
  return {
    async read(): Promise<LogoState | null> {
      const [row] = await db
        .select({ logoKey: companies.logoKey, logoVersion: companies.logoVersion })
        .from(companies)
        .where(mine);
      return row ?? null;
    },
    /** Locks the row for the transaction and answers the logo before the change. */
    async lock(): Promise<LogoState | null> {
      const [row] = await db
        .select({ logoKey: companies.logoKey, logoVersion: companies.logoVersion })
        .from(companies)
        .where(mine)
        .for('update');
      return row ?? null;
    },
    async set(logoKey: string | null, logoVersion: number): Promise<void> {
      await db.update(companies).set({ logoKey, logoVersion }).where(mine);
    },
  };
}

/** The logo of any company by id, for its public file route: the key only while `version` is the current one. */
export async function logoKeyAt(db: Db, companyId: string, version: number): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: companies.logoKey })
    .from(companies)
    .where(sql`${companies.id} = ${companyId} AND ${companies.logoVersion} = ${version}`);
  return row?.logoKey ?? null;
}
