import { type Permission, presetRoles } from '@plakat/shared';
import type { Db } from '../client.ts';
import { categories, departments, partnerships, roles, superpanelAdmins, userRoles, users } from '../schema/index.ts';
import { createCompanyWithRoles } from '../../modules/users/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { extraUsers } from './demo-data/demo-users.ts';
import { seedSuperpanelCompanies } from './demo-data/superpanel-companies.ts';
import { dateDaysAgo, daysAgo } from './days-ago.ts';
import { seedDemoDesigns } from './designs.ts';
import { seedDemoDisplays } from './displays.ts';
import { seedDemoInvitations } from './invitations.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedDemoFavorites, seedDemoLogos } from './partner-extras.ts';
import { seedDemoPartnerInvitations } from './partner-invitations.ts';
import { seedDemoPartnerships } from './partnerships.ts';
import { type DemoPoolSources, removeDemoPoolSources, renderDemoPools, seedDemoPool } from './media-pool.ts';

/**
 * The demo company and its partner (departments, categories, a custom role, users in every status, the partnership
 * both ways, displays, media pools with pictures and videos), and a superpanel admin, in one transaction.
 */
export async function createDemoData(db: Db, passwordHash: string, storage: FileStorage | undefined) {
  const now = Date.now();
  // The pools' pictures and videos are made before the transaction (ffmpeg takes seconds); without storage, none.
  const pools = storage ? await renderDemoPools({ demo: 'Plakat Demo GmbH', partner: 'Partner Werbung AG' }) : null;
  try {
    await seedAll(db, passwordHash, storage, now, pools);
  } finally {
    if (pools) await removeDemoPoolSources(pools);
  }
}

async function seedAll(
  db: Db,
  passwordHash: string,
  storage: FileStorage | undefined,
  now: number,
  pools: DemoPoolSources | null,
) {
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
    // More custom roles for the roles page: one for the social media team (public files only), one that reaches only
    // the displays assigned to its holders.
    await tx.insert(roles).values([
      {
        companyId,
        label: 'Social Media',
        preset: null,
        permissions: ['GET_PUBLIC_MEDIA', 'UPLOAD_MEDIAPOOL_MEDIA', 'EDIT_PUBLIC_MEDIA_GENERAL_INFO', 'GET_USERS'],
      },
      {
        companyId,
        label: 'Hausmeister',
        preset: null,
        permissions: ['SET_DISPLAY_STATUS', 'SET_DISPLAY_AVAILABLE_TIMES', 'GET_PUBLIC_MEDIA'],
        displayScope: 'assigned',
      },
    ]);

    const departmentIds = { marketing: marketing.id, sales: sales.id, it: it.id };
    const categoryIds = { shopWindow: shopWindow.id, entrance: entrance.id, canteen: canteen.id };
    const verified = new Date(now);
    const base = { passwordHash, emailVerifiedAt: verified, isCompleted: true } as const;
    const demoRoles = demo.roleIds;
    const people: (typeof users.$inferInsert & { roleId: string })[] = [
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
    ];
    const inserted = await tx
      .insert(users)
      .values(people.map(({ roleId: _role, ...person }) => person))
      .returning({ id: users.id, email: users.email });
    const roleOf = new Map(people.map((person) => [person.email, person.roleId]));
    await tx
      .insert(userRoles)
      .values(inserted.map((user) => ({ userId: user.id, roleId: roleOf.get(user.email) ?? '' })));
    await seedDemoInvitations(tx, {
      companyId,
      inviterId: inserted.find((user) => user.email === 'owner@demo.plakat.test')?.id ?? '',
      roleIds: demoRoles,
      departmentIds,
      now,
    });

    await tx.insert(partnerships).values([
      { companyId, partnerCompanyId: partner.company.id, status: 'active' },
      { companyId: partner.company.id, partnerCompanyId: companyId, status: 'active' },
    ]);
    await tx.insert(superpanelAdmins).values({ email: 'admin@plakat.test', passwordHash });
    const { nordlicht } = await seedSuperpanelCompanies(tx, passwordHash, now);
    await seedDemoPartnerInvitations(tx, {
      demoCompanyId: companyId,
      demoOwnerEmail: 'owner@demo.plakat.test',
      partnerCompanyId: partner.company.id,
      inviter: nordlicht,
      now,
    });

    await seedDemoDisplays(tx, {
      demoCompanyId: companyId,
      demoCompanyName: 'Plakat Demo GmbH',
      partnerCompanyId: partner.company.id,
      partnerCompanyName: 'Partner Werbung AG',
      categoryIds,
      now,
      storage,
    });
    await seedDemoPartnerships(tx, { demoCompanyId: companyId, passwordHash, now });
    await seedDemoFavorites(tx, { companyId, partnerCompanyId: partner.company.id });
    await seedDemoLogos(tx, storage, [
      { companyId, color: '#1f4e8c' },
      { companyId: partner.company.id, color: '#d46b08' },
    ]);
    await seedDemoNotifications(tx, {
      demo: { companyId, name: 'Plakat Demo GmbH', ownerEmail: 'owner@demo.plakat.test' },
      partner: { companyId: partner.company.id, name: 'Partner Werbung AG', ownerEmail: 'owner@partner.plakat.test' },
      colleagueEmail: 'user@demo.plakat.test',
      now,
    });
    await seedDemoDesigns(tx, { companyId, ownerEmail: 'owner@demo.plakat.test', now });
    if (storage && pools) {
      const common = { storage, now };
      await seedDemoPool(tx, {
        ...common,
        companyId,
        ownerEmail: 'owner@demo.plakat.test',
        files: pools.demo,
        categoryIds,
      });
      await seedDemoPool(tx, {
        ...common,
        companyId: partner.company.id,
        ownerEmail: 'owner@partner.plakat.test',
        files: pools.partner,
      });
    }
  });
}
