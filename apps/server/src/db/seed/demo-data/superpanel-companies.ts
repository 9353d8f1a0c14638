import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { companies, userRoles, users } from '../../schema/index.ts';
import { createCompanyWithRoles } from '../../../modules/users/index.ts';
import { dateDaysAgo, daysAgo } from '../days-ago.ts';

/** The demo's small companies the superpanel shows besides the two main ones (owners log in with the demo password). */
export const superpanelDemoCompanies = {
  /** Active, with an owner and a user: the superpanel journey blocks and unblocks it. */
  active: { name: 'Nordlicht Medien KG', owner: 'owner@nordlicht.plakat.test', user: 'user@nordlicht.plakat.test' },
  /** Blocked by the superpanel: its owner's login answers that the company is blocked. */
  blocked: { name: 'Altstadt Reklame OHG', owner: 'owner@altstadt.plakat.test' },
} as const;

const address = {
  industry: 'media',
  businessModel: 'b2b',
  federalState: 'DE-HH',
  country: 'DE',
  phoneCountryCode: '+49',
} as const;

/** Seeds the two companies inside the demo's transaction; answers Nordlicht's ids (it invites the demo company). */
export async function seedSuperpanelCompanies(tx: Db, passwordHash: string, now: number) {
  const base = { passwordHash, emailVerifiedAt: new Date(now), isCompleted: true, language: 'de' } as const;
  const { active, blocked } = superpanelDemoCompanies;
  const nordlicht = await createCompanyWithRoles(tx, {
    ...address,
    name: active.name,
    street: 'Große Elbstraße',
    houseNumber: '14',
    postcode: '22767',
    town: 'Hamburg',
    phone: '40 5551234',
  });
  const altstadt = await createCompanyWithRoles(tx, {
    ...address,
    name: blocked.name,
    street: 'Deichstraße',
    houseNumber: '7',
    postcode: '20459',
    town: 'Hamburg',
    phone: '40 5559876',
  });
  const [frauke, ole, hinrich] = await tx
    .insert(users)
    .values([
      {
        ...base,
        email: active.owner,
        userType: 'companyOwner',
        companyId: nordlicht.company.id,
        salutation: 'ms',
        firstName: 'Frauke',
        lastName: 'Jensen',
        position: 'Inhaberin',
        entryDate: dateDaysAgo(400, now),
        lastActivityAt: daysAgo(2, now),
      },
      {
        ...base,
        email: active.user,
        userType: 'companyUser',
        companyId: nordlicht.company.id,
        salutation: 'mr',
        firstName: 'Ole',
        lastName: 'Petersen',
        position: 'Mediengestalter',
        entryDate: dateDaysAgo(200, now),
        lastActivityAt: daysAgo(1, now),
      },
      {
        ...base,
        email: blocked.owner,
        userType: 'companyOwner',
        companyId: altstadt.company.id,
        salutation: 'mr',
        firstName: 'Hinrich',
        lastName: 'Brandt',
        position: 'Inhaber',
        entryDate: dateDaysAgo(900, now),
        lastActivityAt: daysAgo(40, now),
      },
    ])
    .returning({ id: users.id });
  await tx.insert(userRoles).values([
    { userId: frauke.id, roleId: nordlicht.roleIds.owner },
    { userId: ole.id, roleId: nordlicht.roleIds.editor },
    { userId: hinrich.id, roleId: altstadt.roleIds.owner },
  ]);
  await tx.update(companies).set({ status: 'blocked' }).where(eq(companies.id, altstadt.company.id));
  return { nordlicht: { companyId: nordlicht.company.id, companyName: active.name, ownerId: frauke.id } };
}
