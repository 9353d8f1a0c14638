import { count, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { superpanelAdmins, users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { createDemoData } from './create-demo-data.ts';

/** Every demo login uses this password (printed by main.ts in development). */
export const DEMO_PASSWORD = 'plakat-demo';

export const demoLogins = [
  { email: 'owner@demo.plakat.test', description: 'Company owner of Plakat Demo GmbH (all permissions)' },
  { email: 'user@demo.plakat.test', description: 'Company user of Plakat Demo GmbH (Editor role)' },
  {
    email: 'owner@partner.plakat.test',
    description: 'Company owner of Partner Werbung AG (partner of the demo company)',
  },
  { email: 'admin@plakat.test', description: 'Superpanel admin (log in at /superpanelLogin)' },
] as const;

export type SeedResult = { created: boolean; logins: { email: string; description: string }[] };

export type SeedOptions = {
  /** Where the demo displays' rendered pictures go; without it the demo displays have no pictures. */
  storage?: FileStorage;
};

/**
 * Fills an EMPTY database (no users and no superpanel admins) with a demo company, its partner and a superpanel
 * admin, in one transaction, so a first `npm start` shows a lived-in app. On any other database it changes nothing
 * and answers the demo logins that exist there. main.ts never calls it in production.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const [[userCount], [adminCount]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(superpanelAdmins),
  ]);
  let created = false;
  if (userCount.n === 0 && adminCount.n === 0) {
    try {
      await createDemoData(db, await hashPassword(DEMO_PASSWORD), options.storage);
      created = true;
    } catch (error) {
      // Another process seeded the same database at the same moment: its data stands.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { created, logins: await existingLogins(db) };
}

async function existingLogins(db: Db) {
  const emails = demoLogins.map((l) => l.email);
  const [userRows, adminRows] = await Promise.all([
    db.select({ email: users.email }).from(users).where(inArray(users.email, emails)),
    db.select({ email: superpanelAdmins.email }).from(superpanelAdmins).where(inArray(superpanelAdmins.email, emails)),
  ]);
  const present = new Set([...userRows, ...adminRows].map((r) => r.email));
  return demoLogins.filter((l) => present.has(l.email)).map((l) => ({ ...l }));
}
