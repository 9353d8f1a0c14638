import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { displayShares, displays, partnerships, userRoles, users } from '../schema/index.ts';
import { createCompanyWithRoles } from '../../modules/users/index.ts';
import { daysAgo } from './days-ago.ts';

/** The demo's partnerships besides Partner Werbung AG (active both ways): one the demo blocks, one that blocks it. */
export const demoPartnerCompanies = {
  blockedByDemo: { name: 'Stadtmedien Süd GmbH', owner: 'owner@stadtmedien.plakat.test' },
  blocksDemo: { name: 'Leuchtreklame Ost KG', owner: 'owner@leuchtreklame.plakat.test' },
} as const;

const address = {
  industry: 'media',
  businessModel: 'b2b',
  street: 'Marktplatz',
  country: 'DE',
  phoneCountryCode: '+49',
} as const;

/**
 * Two more partners of the demo company, each with an owner (the demo password): Stadtmedien Süd GmbH, which the
 * demo company blocks (its restricted shares to it are kept), and Leuchtreklame Ost KG, which blocks the demo company.
 * The demo's restricted, completed displays are shared with both (these two have no displays of their own).
 */
export async function seedDemoPartnerships(tx: Db, ctx: { demoCompanyId: string; passwordHash: string; now: number }) {
  const { blockedByDemo, blocksDemo } = demoPartnerCompanies;
  const sued = await createCompanyWithRoles(tx, {
    ...address,
    name: blockedByDemo.name,
    houseNumber: '3',
    postcode: '80331',
    town: 'München',
    federalState: 'DE-BY',
    phone: '89 5554321',
  });
  const ost = await createCompanyWithRoles(tx, {
    ...address,
    name: blocksDemo.name,
    houseNumber: '21',
    postcode: '01067',
    town: 'Dresden',
    federalState: 'DE-SN',
    phone: '351 5556789',
  });
  const base = {
    passwordHash: ctx.passwordHash,
    emailVerifiedAt: new Date(ctx.now),
    isCompleted: true,
    language: 'de',
    userType: 'companyOwner',
  } as const;
  const owners = await tx
    .insert(users)
    .values([
      { ...base, email: blockedByDemo.owner, companyId: sued.company.id, firstName: 'Sabine', lastName: 'Huber' },
      { ...base, email: blocksDemo.owner, companyId: ost.company.id, firstName: 'Jens', lastName: 'Richter' },
    ])
    .returning({ id: users.id, companyId: users.companyId });
  await tx.insert(userRoles).values([
    { userId: owners[0].id, roleId: sued.roleIds.owner },
    { userId: owners[1].id, roleId: ost.roleIds.owner },
  ]);

  const demo = ctx.demoCompanyId;
  await tx.insert(partnerships).values([
    { companyId: demo, partnerCompanyId: sued.company.id, status: 'blocked', createdAt: daysAgo(40, ctx.now) },
    { companyId: sued.company.id, partnerCompanyId: demo, status: 'active', createdAt: daysAgo(40, ctx.now) },
    { companyId: demo, partnerCompanyId: ost.company.id, status: 'active', createdAt: daysAgo(10, ctx.now) },
    { companyId: ost.company.id, partnerCompanyId: demo, status: 'blocked', createdAt: daysAgo(10, ctx.now) },
  ]);

  const restricted = await tx
    .select({ id: displays.id })
    .from(displays)
    .where(
      and(eq(displays.companyId, demo), eq(displays.shareOptions, 'restricted'), eq(displays.status, 'completed')),
    );
  const shares = restricted.flatMap((d) =>
    [sued.company.id, ost.company.id].map((partnerCompanyId) => ({ displayId: d.id, partnerCompanyId })),
  );
  if (shares.length > 0) await tx.insert(displayShares).values(shares);
  return { blockedByDemo: sued.company.id, blocksDemo: ost.company.id };
}
