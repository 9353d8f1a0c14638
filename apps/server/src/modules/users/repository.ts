import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Permission, UserStatus } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { categories, companies, departments, roles, userPermissions, userRoles, users } from '../../db/schema/index.ts';
import { partnershipRepo } from '../partners/index.ts';

/**
 * Whether the user holds its company's Owner role. Written out in SQL: Drizzle leaves the table name off columns in a
 * query of one table, which inside this subquery would name the subquery's own tables.
 */
export const holdsOwnerRole = sql<boolean>`exists (
  select 1 from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id" and r.company_id = "users"."company_id" and r.preset = 'owner')`;

/**
 * The users context's queries for one company: every function is reached through `userRepo(db, companyId)`, so none
 * can run without the tenant, which comes from the verified token only.
 */
export function userRepo(db: Db, companyId: string) {
  return {
    /** The own company and every company it has an active partnership with. */
    async visibleCompanies() {
      const partners = await partnershipRepo(db, companyId).activePartnerIds();
      return db
        .select({ id: companies.id, label: companies.name })
        .from(companies)
        .where(inArray(companies.id, [companyId, ...partners]));
    },

    departments() {
      return db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(eq(departments.companyId, companyId));
    },

    roles() {
      return db
        .select({ id: roles.id, label: roles.label, preset: roles.preset, permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.companyId, companyId));
    },

    categories() {
      return db
        .select({ id: categories.id, title: categories.title, color: categories.color })
        .from(categories)
        .where(eq(categories.companyId, companyId));
    },

    /** The company's (not deleted) users among `ids`, with what the access policy decides on. */
    usersByIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: users.id,
          companyId: users.companyId,
          userType: users.userType,
          affiliation: users.affiliation,
          status: users.status,
          isOwner: holdsOwnerRole,
        })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids]), isNull(users.deletedAt)));
    },

    /** Sets the status of the company's users among `ids`; answers the ids it changed. */
    async setStatus(ids: readonly string[], status: UserStatus) {
      if (ids.length === 0) return [];
      const rows = await db
        .update(users)
        .set({ status })
        .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids]), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return rows.map((row) => row.id);
    },
  };
}
export type UserRepo = ReturnType<typeof userRepo>;

export type NewCompany = typeof companies.$inferInsert;

/**
 * Inserts a new company and its roles (not scoped: the company does not exist yet); answers the company and each
 * role's id by its preset.
 */
export async function insertCompanyWithRoles(
  db: Db,
  values: NewCompany,
  presetRoles: { label: string; preset: string; permissions: Permission[] }[],
) {
  const [company] = await db.insert(companies).values(values).returning();
  const created = await db
    .insert(roles)
    .values(presetRoles.map((role) => ({ ...role, companyId: company.id })))
    .returning({ id: roles.id, preset: roles.preset });
  return { company, roles: created };
}

/**
 * The profile of the logged-in user in one prepared query: the user with its company, the roles it holds there and
 * their keys (the `user_permissions` view). Reached by the user id of a verified token, so it needs no company scope;
 * prepared once per app, so the hot path pays no query building.
 */
export function prepareOwnProfileQuery(db: Db) {
  return db
    .select({
      id: users.id,
      isCompleted: users.isCompleted,
      userType: users.userType,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      salutation: users.salutation,
      title: users.title,
      phoneCountryCode: users.phoneCountryCode,
      phone: users.phone,
      language: users.language,
      mustChangePassword: users.mustChangePassword,
      companyId: companies.id,
      companyName: companies.name,
      roles: sql<{ id: string; label: string; preset: string | null }[]>`coalesce((
        select json_agg(json_build_object('id', ${roles.id}, 'label', ${roles.label}, 'preset', ${roles.preset})
          order by ${roles.createdAt}, ${roles.id})
        from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.companyId} = ${users.companyId}
        where ${userRoles.userId} = ${users.id}), '[]'::json)`,
      permissions: userPermissions.permissions,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_profile');
}
export type ProfileQuery = ReturnType<typeof prepareOwnProfileQuery>;
export type ProfileRow = Awaited<ReturnType<ProfileQuery['execute']>>[number];

/** The company's name and address; every function is bound to the actor's own company. */
const detailColumns = {
  id: companies.id,
  companyName: companies.name,
  street: companies.street,
  houseNumber: companies.houseNumber,
  postcode: companies.postcode,
  town: companies.town,
  federalState: companies.federalState,
  country: companies.country,
};

export type CompanyAddress = {
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  town: string;
  federalState: string;
  country: string;
};

export function companyDetailsRepo(db: Db, companyId: string) {
  return {
    async read() {
      const [row] = await db.select(detailColumns).from(companies).where(eq(companies.id, companyId));
      return row ?? null;
    },
    async update(values: CompanyAddress) {
      const [row] = await db.update(companies).set(values).where(eq(companies.id, companyId)).returning(detailColumns);
      return row ?? null;
    },
  };
}
