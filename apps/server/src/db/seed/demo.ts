import { count, inArray } from 'drizzle-orm';
import { type Permission, presetRoles } from '@plakat/shared';
import type { Db } from '../client.ts';
import { categories, departments, partnerships, roles, superpanelAdmins, users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { createCompanyWithRoles } from '../../modules/users/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { seedDemoDisplays } from './displays.ts';

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

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: number) => new Date(now - days * day);
const dateDaysAgo = (days: number, now: number) => daysAgo(days, now).toISOString().slice(0, 10);

/**
 * Fills an EMPTY database (no users and no superpanel admins) with a demo company, its partner and a superpanel
 * admin, in one transaction, so a first `npm start` shows a lived-in app. On any other database it changes nothing
 * and answers the demo logins that exist there. main.ts never calls it in production.
 */
export type SeedOptions = {
  /** Where the demo displays' rendered pictures go; without it the demo displays have no pictures. */
  storage?: FileStorage;
};

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const [[userCount], [adminCount]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(superpanelAdmins),
  ]);
  let created = false;
  if (userCount.n === 0 && adminCount.n === 0) {
    try {
      await createDemoData(db, await hashPassword(DEMO_PASSWORD), options);
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

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function createDemoData(db: Db, passwordHash: string, options: SeedOptions) {
  const now = Date.now();
  await db.transaction(async (tx) => {
    const demo = await createCompanyWithRoles(tx, {
      name: 'Plakat Demo GmbH',
      industry: 'media',
      businessModel: 'b2b',
      street: 'Friedrichstraße',
      houseNumber: '123',
      postcode: '10117',
      town: 'Berlin',
      federalState: 'DE-BE',
      country: 'DE',
      phoneCountryCode: '+49',
      phone: '30 1234567',
    });
    const partner = await createCompanyWithRoles(tx, {
      name: 'Partner Werbung AG',
      industry: 'retail',
      businessModel: 'b2c',
      street: 'Leopoldstraße',
      houseNumber: '50',
      postcode: '80802',
      town: 'München',
      federalState: 'DE-BY',
      country: 'DE',
      phoneCountryCode: '+49',
      phone: '89 9876543',
    });
    const companyId = demo.company.id;

    const [marketing, sales, it] = await tx
      .insert(departments)
      .values([
        { companyId, name: 'Marketing' },
        { companyId, name: 'Vertrieb' },
        { companyId, name: 'IT' },
      ])
      .returning({ id: departments.id });
    await tx.insert(departments).values({ companyId: partner.company.id, name: 'Mediaplanung' });

    const [shopWindow, entrance, canteen] = await tx
      .insert(categories)
      .values([
        { companyId, title: 'Schaufenster', color: '#fa8c16' },
        { companyId, title: 'Eingang', color: '#1677ff' },
        { companyId, title: 'Kantine', color: '#52c41a' },
        { companyId, title: 'Empfang', color: '#722ed1' },
      ])
      .returning({ id: categories.id });

    // A custom role, so role lists show more than the presets: reading plus the day-to-day display work of a branch.
    const branchKeys: Permission[] = [
      ...presetRoles.viewer,
      'EDIT_DISPLAY',
      'SET_DISPLAY_GENERAL_INFO',
      'SET_DISPLAY_AVAILABLE_TIMES',
      'SET_DISPLAY_STATUS',
      'UPLOAD_MEDIAPOOL_MEDIA',
    ];
    const [branchRole] = await tx
      .insert(roles)
      .values({ companyId, label: 'Filialleitung', preset: null, permissions: [...new Set(branchKeys)] })
      .returning({ id: roles.id });

    const departmentIds = { marketing: marketing.id, sales: sales.id, it: it.id };
    const categoryIds = { shopWindow: shopWindow.id, entrance: entrance.id, canteen: canteen.id };
    const verified = new Date(now);
    const base = { passwordHash, emailVerifiedAt: verified, isCompleted: true } as const;
    const demoRoles = demo.roleIds;
    await tx.insert(users).values([
      {
        ...base,
        email: 'owner@demo.plakat.test',
        userType: 'companyOwner',
        companyId,
        roleId: demoRoles.owner,
        language: 'de',
        salutation: 'mr',
        title: 'dr',
        firstName: 'Jürgen',
        lastName: 'Müller',
        position: 'Geschäftsführer',
        phoneCountryCode: '+49',
        phone: '30 1234567',
        departmentId: null,
        entryDate: dateDaysAgo(2200, now),
        lastActivityAt: daysAgo(0.05, now),
      },
      {
        ...base,
        email: 'user@demo.plakat.test',
        userType: 'companyUser',
        companyId,
        roleId: demoRoles.editor,
        language: 'en',
        salutation: 'ms',
        firstName: 'Hannah',
        lastName: 'Schäfer',
        position: 'Content Manager',
        phoneCountryCode: '+49',
        phone: '30 1234568',
        departmentId: marketing.id,
        categoryId: shopWindow.id,
        entryDate: dateDaysAgo(600, now),
        lastActivityAt: daysAgo(1, now),
      },
      ...extraUsers(now).map(({ role, department, category, ...person }) => ({
        ...base,
        ...person,
        userType: 'companyUser' as const,
        companyId,
        roleId: role === 'branch' ? branchRole.id : demoRoles[role],
        departmentId: department ? departmentIds[department] : null,
        categoryId: category ? categoryIds[category] : null,
      })),
      {
        ...base,
        email: 'owner@partner.plakat.test',
        userType: 'companyOwner',
        companyId: partner.company.id,
        roleId: partner.roleIds.owner,
        language: 'de',
        salutation: 'ms',
        firstName: 'Sophie',
        lastName: 'Weißmann',
        position: 'Vorständin',
        phoneCountryCode: '+49',
        phone: '89 9876543',
        entryDate: dateDaysAgo(1500, now),
        lastActivityAt: daysAgo(3, now),
      },
    ]);

    await tx.insert(partnerships).values([
      { companyId, partnerCompanyId: partner.company.id, status: 'active' },
      { companyId: partner.company.id, partnerCompanyId: companyId, status: 'active' },
    ]);
    await tx.insert(superpanelAdmins).values({ email: 'admin@plakat.test', passwordHash });

    await seedDemoDisplays(tx, {
      demoCompanyId: companyId,
      demoCompanyName: 'Plakat Demo GmbH',
      partnerCompanyId: partner.company.id,
      partnerCompanyName: 'Partner Werbung AG',
      categoryIds,
      now,
      storage: options.storage,
    });
  });
}

type ExtraUser = {
  email: string;
  salutation: string;
  firstName: string;
  lastName: string;
  position: string;
  language: 'en' | 'de';
  role: 'administrator' | 'editor' | 'viewer' | 'branch';
  department: 'marketing' | 'sales' | 'it' | null;
  category: 'shopWindow' | 'entrance' | 'canteen' | null;
  status: 'active' | 'paused' | 'notActive';
  affiliation: 'internal' | 'external';
  phoneCountryCode: string;
  phone: string;
  entryDate: string;
  lastActivityAt: Date | null;
};

/** Users with varied status, affiliation, department, category, entry date and last activity for the user overview. */
function extraUsers(now: number): ExtraUser[] {
  const u = (
    email: string,
    salutation: string,
    firstName: string,
    lastName: string,
    position: string,
    role: ExtraUser['role'],
    department: ExtraUser['department'],
    category: ExtraUser['category'],
    status: ExtraUser['status'],
    affiliation: ExtraUser['affiliation'],
    entryDaysAgo: number,
    activityDaysAgo: number | null,
    language: 'en' | 'de' = 'de',
    phoneCountryCode = '+49',
  ): ExtraUser => ({
    email,
    salutation,
    firstName,
    lastName,
    position,
    language,
    role,
    department,
    category,
    status,
    affiliation,
    phoneCountryCode,
    phone: `30 55501${String(entryDaysAgo % 100).padStart(2, '0')}`,
    entryDate: dateDaysAgo(entryDaysAgo, now),
    lastActivityAt: activityDaysAgo === null ? null : daysAgo(activityDaysAgo, now),
  });
  return [
    u(
      'lena.fischer@demo.plakat.test',
      'ms',
      'Lena',
      'Fischer',
      'Head of Marketing',
      'administrator',
      'marketing',
      'shopWindow',
      'active',
      'internal',
      1100,
      0.2,
    ),
    u(
      'mehmet.yilmaz@demo.plakat.test',
      'mr',
      'Mehmet',
      'Yılmaz',
      'Vertriebsleiter',
      'editor',
      'sales',
      'entrance',
      'active',
      'internal',
      400,
      2,
    ),
    u(
      'soeren.gross@demo.plakat.test',
      'mr',
      'Sören',
      'Groß',
      'Systemadministrator',
      'administrator',
      'it',
      null,
      'active',
      'internal',
      45,
      9,
    ),
    u(
      'zoe.becker@demo.plakat.test',
      'ms',
      'Zoë',
      'Becker',
      'Werkstudentin',
      'viewer',
      'marketing',
      'canteen',
      'paused',
      'internal',
      20,
      18,
      'en',
    ),
    u(
      'bjoern.koehler@demo.plakat.test',
      'mr',
      'Björn',
      'Köhler',
      'Außendienst',
      'viewer',
      'sales',
      'shopWindow',
      'notActive',
      'internal',
      800,
      200,
    ),
    u(
      'claire.dubois@demo.plakat.test',
      'ms',
      'Claire',
      'Dubois',
      'Agency Account Manager',
      'viewer',
      null,
      'entrance',
      'active',
      'external',
      10,
      5,
      'en',
      '+33',
    ),
    u(
      'tomasz.nowak@demo.plakat.test',
      'mr',
      'Tomasz',
      'Nowak',
      'Freelance Developer',
      'editor',
      'it',
      null,
      'active',
      'external',
      3,
      null,
      'en',
      '+48',
    ),
    u(
      'ayse.demir@demo.plakat.test',
      'mx',
      'Ayşe',
      'Demir',
      'Filialleitung Mitte',
      'branch',
      'sales',
      'canteen',
      'active',
      'internal',
      100,
      40,
    ),
  ];
}
