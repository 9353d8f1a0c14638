import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, userRoles, users } from '../../db/schema/index.ts';

/**
 * Registration writes the person data of the logged-in user (the subject of a verified token). Each update matches
 * only a user that is still incomplete, so a second or concurrent submission changes nothing and answers false.
 */
export type PersonFields = {
  salutation: string;
  title: string | null;
  firstName: string;
  lastName: string;
  position: string;
  phoneCountryCode: string;
  phone: string;
};

/** An owner without a company becomes the Owner of the company just created. */
export async function completeOwner(
  db: Db,
  userId: string,
  company: { companyId: string; ownerRoleId: string },
  person: PersonFields,
) {
  const updated = await db
    .update(users)
    .set({
      ...person,
      companyId: company.companyId,
      isCompleted: true,
      affiliation: 'internal',
      entryDate: sql`current_date`,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.userType, 'companyOwner'),
        eq(users.isCompleted, false),
        isNull(users.companyId),
      ),
    )
    .returning({ id: users.id });
  if (updated.length === 0) return false;
  await db.insert(userRoles).values({ userId, roleId: company.ownerRoleId });
  return true;
}

/** The departments of `companyId`, for the department select of /userRegistration. */
export function companyDepartments(db: Db, companyId: string) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(departments.name);
}

/**
 * An invited user of `companyId` completes the person data (company scope first); a department given must be one of
 * the company's (the caller checks), none keeps the invited one.
 */
export async function completeInvitedUser(
  db: Db,
  companyId: string,
  userId: string,
  person: PersonFields & { departmentId?: string },
) {
  const updated = await db
    .update(users)
    .set({ ...person, isCompleted: true, entryDate: sql`coalesce(${users.entryDate}, current_date)` })
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.id, userId),
        eq(users.userType, 'companyUser'),
        eq(users.isCompleted, false),
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}
