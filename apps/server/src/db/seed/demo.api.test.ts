import { notificationTypes } from '@plakat/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password.ts';
import { issueSession } from '../../modules/auth/tokens.ts';
import { createUser } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';
import {
  categories,
  companies,
  departments,
  invitations,
  partnerFavoriteDisplays,
  partnerInvitations,
  lookups,
  notifications,
  partnerships,
  roles,
  superpanelAdmins,
  userRoles,
  users,
} from '../schema/index.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { isolated: true });
});
afterAll(() => t.close());

const loginEmails = [
  'owner@demo.plakat.test',
  'user@demo.plakat.test',
  'owner@partner.plakat.test',
  'admin@plakat.test',
];

describe('seedDemoData', () => {
  it('fills an empty database once; the second run changes nothing and still answers the logins', async () => {
    const first = await seedDemoData(t.db);
    expect(first.created).toBe(true);
    expect(first.logins.map((l) => l.email)).toEqual(loginEmails);
    const counts = { users: await t.db.$count(users), companies: await t.db.$count(companies) };

    const second = await seedDemoData(t.db);
    expect(second).toEqual({ created: false, logins: first.logins });
    expect({ users: await t.db.$count(users), companies: await t.db.$count(companies) }).toEqual(counts);
  });

  it('creates the four logins with the demo password, verified and completed', async () => {
    const rows = await t.db.select().from(users).where(inArray(users.email, loginEmails));
    expect(rows.map((r) => r.email).sort()).toEqual(loginEmails.filter((e) => e !== 'admin@plakat.test').sort());
    for (const row of rows) {
      expect(row.isCompleted).toBe(true);
      expect(row.emailVerifiedAt).not.toBeNull();
    }
    const owner = rows.find((r) => r.email === 'owner@demo.plakat.test');
    expect(owner).toMatchObject({ userType: 'companyOwner', firstName: 'Jürgen', lastName: 'Müller' });
    expect(await verifyPassword(owner?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    const [admin] = await t.db.select().from(superpanelAdmins).where(eq(superpanelAdmins.email, 'admin@plakat.test'));
    expect(await verifyPassword(admin.passwordHash, DEMO_PASSWORD)).toBe(true);

    const roleOf = async (email: string) => {
      const [r] = await t.db
        .select({ label: roles.label })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(users.email, email));
      return r?.label;
    };
    expect(await roleOf('owner@demo.plakat.test')).toBe('Owner');
    expect(await roleOf('user@demo.plakat.test')).toBe('Editor');
    expect(await roleOf('owner@partner.plakat.test')).toBe('Owner');
  });

  it('makes the two companies partners in both directions and uses real lookup codes', async () => {
    const [demo] = await t.db.select().from(companies).where(eq(companies.name, 'Plakat Demo GmbH'));
    const [partner] = await t.db.select().from(companies).where(eq(companies.name, 'Partner Werbung AG'));
    const pairs = await t.db.select().from(partnerships);
    const state = (a: string, b: string) =>
      pairs.find((p) => p.companyId === a && p.partnerCompanyId === b)?.status ?? null;
    expect([state(demo.id, partner.id), state(partner.id, demo.id)]).toEqual(['active', 'active']);
    // Partnerships in every state: one the demo company blocks, one that blocks it.
    const byName = async (name: string) => (await t.db.select().from(companies).where(eq(companies.name, name)))[0].id;
    const sued = await byName('Stadtmedien Süd GmbH');
    const ost = await byName('Leuchtreklame Ost KG');
    expect([state(demo.id, sued), state(sued, demo.id)]).toEqual(['blocked', 'active']);
    expect([state(demo.id, ost), state(ost, demo.id)]).toEqual(['active', 'blocked']);
    expect(pairs).toHaveLength(6);

    for (const company of [demo, partner]) {
      for (const [group, code] of [
        ['industries', company.industry],
        ['businessModels', company.businessModel],
        ['federalStates', company.federalState],
        ['countries', company.country],
        ['countryCallingCodes', company.phoneCountryCode],
      ]) {
        expect(
          await t.db.$count(lookups, and(eq(lookups.group, group), eq(lookups.code, code))),
          `${group} ${code}`,
        ).toBe(1);
      }
    }
  });

  it('gives the demo company three pending invitations, one of them expired', async () => {
    const [demo] = await t.db.select().from(companies).where(eq(companies.name, 'Plakat Demo GmbH'));
    const rows = await t.db.select().from(invitations).where(eq(invitations.companyId, demo.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.acceptedAt === null && row.withdrawnAt === null)).toBe(true);
    expect(rows.filter((row) => row.expiresAt.getTime() < Date.now())).toHaveLength(1);
  });

  it('gives the demo company partner invitations both ways, one of every state', async () => {
    const [demo] = await t.db.select().from(companies).where(eq(companies.name, 'Plakat Demo GmbH'));
    const [nordlicht] = await t.db.select().from(companies).where(eq(companies.name, 'Nordlicht Medien KG'));
    const rows = await t.db.select().from(partnerInvitations);
    const open = (r: (typeof rows)[number]) => r.state === 'pending' && r.expiresAt.getTime() > Date.now();
    const received = rows.filter((r) => r.email === 'owner@demo.plakat.test');
    expect(received.map((r) => [r.inviterCompanyId, open(r)])).toEqual([[nordlicht.id, true]]);
    const sent = rows.filter((r) => r.inviterCompanyId === demo.id);
    const stateOf = (r: (typeof rows)[number]) => (r.state === 'pending' && !open(r) ? 'expired' : r.state);
    expect(sent.map(stateOf).sort()).toEqual(['accepted', 'declined', 'expired', 'pending', 'withdrawn']);
    const notices = await t.db.select().from(notifications).where(eq(notifications.resourceId, received[0].id));
    expect(notices.map((n) => [n.recipientCompanyId, n.type])).toEqual([[demo.id, 'partnerInvited']]);
  });

  it('gives the demo company departments, coloured categories and varied users', async () => {
    const [demo] = await t.db.select().from(companies).where(eq(companies.name, 'Plakat Demo GmbH'));
    const depts = await t.db
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.companyId, demo.id));
    expect(depts.map((d) => d.name).sort()).toEqual(['IT', 'Marketing', 'Vertrieb']);
    const cats = await t.db.select().from(categories).where(eq(categories.companyId, demo.id));
    expect(cats.find((c) => c.title === 'Schaufenster')?.color).toBe('#fa8c16');
    const staff = await t.db.select().from(users).where(eq(users.companyId, demo.id));
    expect(staff.length).toBeGreaterThanOrEqual(8);
    expect(new Set(staff.map((u) => u.status))).toEqual(new Set(['active', 'paused', 'notActive']));
    expect(new Set(staff.map((u) => u.affiliation))).toEqual(new Set(['internal', 'external']));
    expect(staff.some((u) => u.lastActivityAt === null)).toBe(true);
    expect(new Set(staff.map((u) => u.entryDate)).size).toBeGreaterThan(5);
    for (const u of staff) {
      for (const [group, code] of [
        ['salutations', u.salutation],
        ['countryCallingCodes', u.phoneCountryCode],
      ] as const) {
        expect(
          await t.db.$count(lookups, and(eq(lookups.group, group), eq(lookups.code, code ?? ''))),
          `${u.email} ${code}`,
        ).toBe(1);
      }
    }
  });

  it('lets the demo owner see the partner in the company list', async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@demo.plakat.test'));
    const { accessToken } = await issueSession(t.app.deps, owner.id, 'company');
    const res = await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(accessToken) });
    // Companies it has an active partnership with: not Stadtmedien Süd, which it blocks.
    expect(res.json().items.map((c: { label: string }) => c.label)).toEqual([
      'Leuchtreklame Ost KG',
      'Partner Werbung AG',
      'Plakat Demo GmbH',
    ]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) });
    expect(profile.json()).toMatchObject({
      firstName: 'Jürgen',
      language: 'de',
      company: { name: 'Plakat Demo GmbH' },
    });
  });

  it('fills the notification center: every type, read and unread, a read state per user', async () => {
    const center = async (email: string) => {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const { accessToken } = await issueSession(t.app.deps, user.id, 'company');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/notifications?limit=100',
        headers: bearer(accessToken),
      });
      expect(res.statusCode).toBe(200);
      return res.json().items as { type: string; read: boolean; resource: { id: string | null } }[];
    };
    const owner = await center('owner@demo.plakat.test');
    expect([...new Set(owner.map((item) => item.type))].sort()).toEqual([...notificationTypes].sort());
    expect(owner.some((item) => item.type === 'userMessage')).toBe(true);
    expect(owner.filter((item) => item.read).length).toBeGreaterThan(1);
    expect(owner.filter((item) => !item.read).length).toBeGreaterThan(1);
    expect(owner.filter((item) => item.type.startsWith('display')).every((item) => item.resource.id)).toBe(true);
    const editor = await center('user@demo.plakat.test');
    expect(editor.some((item) => item.type === 'userMessage')).toBe(false);
    expect(editor.filter((item) => item.read).length).toBeLessThan(owner.filter((item) => item.read).length);
    expect((await center('owner@partner.plakat.test')).map((item) => item.type)).toEqual(['displayShared']);
  });

  it('marks two partner displays as favourites of the demo company, first in its partner overview', async () => {
    const [demo] = await t.db.select().from(companies).where(eq(companies.name, 'Plakat Demo GmbH'));
    const favorites = await t.db
      .select()
      .from(partnerFavoriteDisplays)
      .where(eq(partnerFavoriteDisplays.companyId, demo.id));
    expect(favorites).toHaveLength(2);
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@demo.plakat.test'));
    const { accessToken } = await issueSession(t.app.deps, owner.id, 'company');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partnerDisplays/search',
      headers: bearer(accessToken),
      payload: {},
    });
    const shown = res.json().displays as { id: string; isFavorite: boolean }[];
    expect(shown.slice(0, 2).every((d) => d.isFavorite)).toBe(true);
    expect(shown.slice(2).some((d) => d.isFavorite)).toBe(false);
  });

  it('gives the demo company eight design templates and two designs, each opening in the editor', async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@demo.plakat.test'));
    const { accessToken } = await issueSession(t.app.deps, owner.id, 'company');
    const list = async (kind: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/designs?kind=${kind}&perPage=20`, headers: bearer(accessToken) })
      ).json() as { items: { id: string; orientation: string }[]; totalCount: number };
    const templates = await list('templates');
    expect(templates.totalCount).toBe(8);
    expect(new Set(templates.items.map((d) => d.orientation))).toEqual(new Set(['landscape', 'portrait']));
    const made = await list('designs');
    expect(made.totalCount).toBe(2);
    for (const { id } of [...templates.items, ...made.items]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/designs/${id}`, headers: bearer(accessToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json().design.document.schemaVersion).toBe(2);
    }
  });
});

describe('seedDemoData on a database in use', () => {
  it('creates nothing and lists no demo logins when other users exist', async () => {
    const other = await buildTestApp();
    try {
      await createUser(other.db);
      expect(await seedDemoData(other.db)).toEqual({ created: false, logins: [] });
      expect(await other.db.$count(companies, eq(companies.name, 'Plakat Demo GmbH'))).toBe(0);
    } finally {
      await other.close();
    }
  });
});
