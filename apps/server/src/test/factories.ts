import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PresetRole } from '@plakat/shared';
import type { Db } from '../db/client.ts';
import {
  categories,
  departments,
  displays,
  partnerships,
  roles,
  superpanelAdmins,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { reserveDisplayOnlineIds } from '../modules/displays/index.ts';
import { hashPassword, issueSession } from '../modules/auth/index.ts';
import { createCompanyWithRoles } from '../modules/users/index.ts';
import type { Core } from '../core.ts';

/** Factories in the style of Outline's: each call makes a new company unless told otherwise, so tenants never mix. */
export const testPassword = 'test-password-1';
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(testPassword));
const unique = () => randomUUID().slice(0, 8);

export async function createCompany(db: Db, values: Partial<{ name: string }> = {}) {
  return db.transaction((tx) =>
    createCompanyWithRoles(tx, {
      name: values.name ?? `Company ${unique()}`,
      industry: 'retail',
      businessModel: 'b2b',
      street: 'Hauptstraße',
      houseNumber: '1',
      postcode: '10115',
      town: 'Berlin',
      federalState: 'DE-BE',
      country: 'DE',
      phoneCountryCode: '+49',
      phone: '30 123456',
    }),
  );
}

type UserOptions = {
  companyId?: string | null;
  role?: PresetRole;
  roleId?: string;
  userType?: 'companyOwner' | 'companyUser';
  isCompleted?: boolean;
  verified?: boolean;
  status?: 'active' | 'paused' | 'notActive';
  email?: string;
  firstName?: string;
  lastName?: string;
};

/** A verified, completed user; by default the owner of a new company. */
export async function createUser(db: Db, opts: UserOptions = {}) {
  let companyId = opts.companyId;
  let roleId = opts.roleId;
  if (companyId === undefined) {
    const { company, roleIds } = await createCompany(db);
    companyId = company.id;
    roleId ??= roleIds[opts.role ?? 'owner'];
  } else if (companyId && !roleId) {
    const all = await db
      .select({ id: roles.id, preset: roles.preset })
      .from(roles)
      .where(eq(roles.companyId, companyId));
    roleId = all.find((r) => r.preset === (opts.role ?? 'viewer'))?.id;
  }
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email ?? `user-${unique()}@example.test`,
      passwordHash: await hashed(),
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      userType: opts.userType ?? (opts.role && opts.role !== 'owner' ? 'companyUser' : 'companyOwner'),
      companyId,
      isCompleted: opts.isCompleted ?? Boolean(companyId),
      status: opts.status ?? 'active',
      firstName: opts.firstName ?? 'Erika',
      lastName: opts.lastName ?? 'Mustermann',
      salutation: 'ms',
      position: 'Manager',
    })
    .returning();
  if (roleId) await db.insert(userRoles).values({ userId: user.id, roleId });
  return { ...user, roleId: roleId ?? null };
}

/** A user with a live session: `{ user, accessToken, refreshToken }`. */
export async function createLoggedInUser(deps: Core, opts: UserOptions = {}) {
  const user = await createUser(deps.db, opts);
  const tokens = await issueSession(deps, user.id, 'company');
  return { user, ...tokens };
}
export type Login = Awaited<ReturnType<typeof createLoggedInUser>>;
/** The company of a logged-in company user. */
export const companyOf = (login: Login) => login.user.companyId as string;

export async function createSuperpanelAdmin(deps: Core, email = `admin-${unique()}@example.test`) {
  const [admin] = await deps.db
    .insert(superpanelAdmins)
    .values({ email, passwordHash: await hashed() })
    .returning();
  const tokens = await issueSession(deps, admin.id, 'superpanel');
  return { admin, ...tokens };
}

export async function createDepartment(db: Db, companyId: string, name = `Department ${unique()}`) {
  const [row] = await db.insert(departments).values({ companyId, name }).returning();
  return row;
}

export async function createCategory(db: Db, companyId: string, title = `Category ${unique()}`, color = '#1677ff') {
  const [row] = await db.insert(categories).values({ companyId, title, color }).returning();
  return row;
}

/** A custom role of `companyId` (no preset) with exactly these keys. */
export async function createRole(db: Db, companyId: string, permissions: string[], label = `Role ${unique()}`) {
  const [row] = await db.insert(roles).values({ companyId, label, permissions }).returning();
  return row;
}

/** Makes two companies partners of each other. */
export async function createPartnership(db: Db, companyId: string, partnerCompanyId: string) {
  await db.insert(partnerships).values([
    { companyId, partnerCompanyId },
    { companyId: partnerCompanyId, partnerCompanyId: companyId },
  ]);
}

type DisplayValues = Partial<typeof displays.$inferInsert>;

/**
 * A completed, active, public display of `companyId` with every wizard field filled; override any column.
 * `status: 'draft'` gives an unfinished one.
 */
export async function createDisplay(db: Db, companyId: string, values: DisplayValues = {}) {
  return db.transaction(async (tx) => {
    const [onlineId] = await reserveDisplayOnlineIds(tx, companyId);
    const [row] = await tx
      .insert(displays)
      .values({
        companyId,
        onlineId,
        status: 'completed',
        stepsDone: 5,
        title: `Display ${unique()}`,
        description: 'Schaufenster am Eingang',
        keywords: ['eingang', 'schaufenster'],
        accessibility: 'public',
        location: 'external',
        shareOptions: 'share',
        displayType: 'LCDScreen',
        brand: 'samsung',
        model: 'QM55B',
        serialNumber: `SN-${unique()}`,
        sound: false,
        operatingSystem: 'googleAndroid',
        alignment: 'horizontal',
        sizeInches: 55,
        resolution: 'FullHD',
        resolutionWidth: 1920,
        resolutionHeight: 1080,
        aspectRatio: '16:9',
        availability: { mon: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17], tue: [8, 9, 10, 11, 12] },
        availableDays: ['mon', 'tue'],
        street: 'Hauptstraße',
        houseNumber: '12',
        postcode: '10115',
        town: 'Berlin',
        district: 'Mitte',
        federalState: 'DE-BE',
        country: 'DE',
        placement: 'window',
        locationDescription: 'Im Schaufenster links neben der Tür',
        latitude: 52.52,
        longitude: 13.405,
        visibilityRate: 4,
        visitorCount: 3,
        priceCredits: 2,
        peakTimes: { mon: 3, sat: 4 },
        isActive: true,
        tokenEmail: 'player@example.test',
        ...values,
      })
      .returning();
    return row;
  });
}
