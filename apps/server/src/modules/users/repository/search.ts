import { type SQL, and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { UserSearchQuery } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { preparedSelect } from '../../../db/prepared.ts';
import {
  categories,
  companies,
  departments,
  roles,
  userRoles,
  users,
  userSearchText,
} from '../../../db/schema/index.ts';

/** Escapes LIKE wildcards so user text is matched literally (backslash is PostgreSQL's default escape). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const fullName = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const sortColumns = {
  onlineId: sql`${users.onlineId}`,
  name: fullName,
  email: sql`${users.email}`,
  company: sql`${companies.name}`,
  department: sql`lower(${departments.name})`,
  category: sql`lower(${categories.title})`,
  affiliation: sql`${users.affiliation}`,
  status: sql`${users.status}`,
  entryDate: sql`${users.entryDate}`,
  lastActivity: sql`${users.lastActivityAt}`,
} as const;

/** The roles a user holds in its own company, as `[{ id, label, preset }]` in the order they were created. */
export const heldRoles = sql<{ id: string; label: string; preset: string | null }[]>`coalesce((
  select json_agg(json_build_object('id', ${roles.id}, 'label', ${roles.label}, 'preset', ${roles.preset})
    order by ${roles.createdAt}, ${roles.id})
  from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.companyId} = ${users.companyId}
  where ${userRoles.userId} = ${users.id}), '[]'::json)`;

/** What the overview and the edit-user page show of a user. */
export const userListColumns = {
  id: users.id,
  onlineId: users.onlineId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  companyId: users.companyId,
  companyName: companies.name,
  departmentId: departments.id,
  departmentName: departments.name,
  categoryId: categories.id,
  categoryTitle: categories.title,
  categoryColor: categories.color,
  affiliation: users.affiliation,
  status: users.status,
  position: users.position,
  entryDate: users.entryDate,
  lastActivityAt: users.lastActivityAt,
  roles: heldRoles,
};

/** The WHERE of the overview: the company's users that are not deleted, and the filter of spec §3. */
function conditions(companyId: string, f: UserSearchQuery): SQL | undefined {
  const text = f.fullText?.normalize('NFC').toLowerCase();
  return and(
    eq(users.companyId, companyId),
    isNull(users.deletedAt),
    // The overview lists the own company's users: another company's id (a partner's) has none to show.
    f.companyId && f.companyId !== companyId ? sql`false` : undefined,
    f.companyName ? sql`lower(${companies.name}) like ${contains(f.companyName.toLowerCase())}` : undefined,
    text ? sql`${userSearchText} like ${contains(text)}` : undefined,
    f.departmentId ? eq(users.departmentId, f.departmentId) : undefined,
    f.categoryId ? eq(users.categoryId, f.categoryId) : undefined,
    f.roles
      ? inArray(users.id, sql`(select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${f.roles})`)
      : undefined,
    f.affiliation ? eq(users.affiliation, f.affiliation) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.entryDate ? gte(users.entryDate, sql`(current_date - ${f.entryDate}::int)`) : undefined,
    f.lastActivity ? gte(users.lastActivityAt, sql`now() - make_interval(days => ${f.lastActivity})`) : undefined,
    f.position ? sql`lower(${users.position}) like ${contains(f.position.toLowerCase())}` : undefined,
  );
}

export type UserListRow = Awaited<ReturnType<typeof searchUsers>>['rows'][number];

/**
 * One page of the company's users and the total in one statement: the subquery filters, counts (count(*) over ()) and
 * cuts the page from `users` (joining a department, category or the company only where the sort or a filter needs
 * it); the outer part adds the names and roles for the page's rows only. A page past the end counts apart. fullText
 * matches parts of the user ID, e-mail and names through the trigram index `users_company_search_trgm_idx`.
 * `npm run bench` measures it with 200,000 users (bench/users.ts); the figures are in the README.
 */
export async function searchUsers(db: Db, companyId: string, f: UserSearchQuery) {
  const column = sortColumns[f.sort];
  const order = (c: SQL, id: SQL) =>
    f.sortOrder === 'desc' ? [sql`${c} desc nulls last`, sql`${id} desc`] : [sql`${c} asc nulls last`, sql`${id} asc`];
  let inner = db
    .select({
      id: sql<string>`${users.id}`.as('page_id'),
      sortKey: sql`${column}`.as('page_sort'),
      onlineId: sql<number>`${users.onlineId}`.as('page_online_id'),
      total: sql<number>`count(*) over ()`.as('page_total'),
    })
    .from(users)
    .$dynamic();
  if (f.sort === 'company' || f.companyName) inner = inner.innerJoin(companies, eq(companies.id, users.companyId));
  if (f.sort === 'department') inner = inner.leftJoin(departments, eq(departments.id, users.departmentId));
  if (f.sort === 'category') inner = inner.leftJoin(categories, eq(categories.id, users.categoryId));
  const page = inner
    .where(conditions(companyId, f))
    .orderBy(...order(column, sql`${users.onlineId}`))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage)
    .as('page');
  const rows = await preparedSelect(
    db
      .select({ ...userListColumns, total: sql<number>`${page.total}`.mapWith(Number) })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .leftJoin(categories, eq(categories.id, users.categoryId))
      .orderBy(...order(sql`${page.sortKey}`, sql`${page.onlineId}`)),
  );
  const totalCount =
    rows[0]?.total ??
    (f.page > 1
      ? (
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(users)
            .innerJoin(companies, eq(companies.id, users.companyId))
            .where(conditions(companyId, f))
        )[0].n
      : 0);
  return { rows, totalCount };
}

/** One user of the company (not deleted) with what the edit-user page shows. */
export async function findUserDetails(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({
      ...userListColumns,
      salutation: users.salutation,
      title: users.title,
      phone: users.phone,
      phoneCountryCode: users.phoneCountryCode,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}
