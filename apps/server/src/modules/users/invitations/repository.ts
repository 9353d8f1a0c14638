import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { InvitationStatus } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { companies, departments, invitations, roles, userRoles, users } from '../../../db/schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = Pick<
  typeof invitations.$inferInsert,
  'email' | 'roleId' | 'affiliation' | 'departmentId' | 'invitedBy' | 'message' | 'language' | 'tokenHash' | 'expiresAt'
>;

const open = and(isNull(invitations.acceptedAt), isNull(invitations.withdrawnAt));

const statusWhere = (status: InvitationStatus, now: Date) => {
  if (status === 'accepted') return isNotNull(invitations.acceptedAt);
  if (status === 'expired') return and(open, lte(invitations.expiresAt, now));
  return and(open, gt(invitations.expiresAt, now));
};

/** Invitations of one company (the tenant comes from the verified token only). */
export function invitationRepo(db: Db, companyId: string) {
  const mine = eq(invitations.companyId, companyId);
  return {
    /** A role of the company with its keys, or undefined. */
    async role(roleId: string) {
      const [row] = await db
        .select({ id: roles.id, permissions: roles.permissions })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
      return row;
    },

    async departmentExists(departmentId: string) {
      const n = await db.$count(
        departments,
        and(eq(departments.companyId, companyId), eq(departments.id, departmentId)),
      );
      return n > 0;
    },

    /** Accounts that exist already for any of `emails` (any company: one company per user). */
    accountsByEmail(emails: string[]) {
      return db
        .select({ email: users.email, companyId: users.companyId })
        .from(users)
        .where(inArray(users.email, emails));
    },

    /**
     * Opens an invitation per address, or renews the open one (new role, token and 7 days): one open invitation per
     * company and address.
     */
    upsertOpen(rows: NewInvitation[]) {
      return db
        .insert(invitations)
        .values(rows.map((row) => ({ ...row, companyId })))
        .onConflictDoUpdate({
          target: [invitations.companyId, invitations.email],
          targetWhere: sql`${invitations.acceptedAt} is null and ${invitations.withdrawnAt} is null`,
          set: {
            roleId: sql`excluded.role_id`,
            affiliation: sql`excluded.affiliation`,
            departmentId: sql`excluded.department_id`,
            invitedBy: sql`excluded.invited_by`,
            message: sql`excluded.message`,
            language: sql`excluded.language`,
            tokenHash: sql`excluded.token_hash`,
            expiresAt: sql`excluded.expires_at`,
            createdAt: sql`now()`,
          },
        })
        .returning({ id: invitations.id, email: invitations.email });
    },

    page(status: InvitationStatus | undefined, page: number, perPage: number, now = new Date()) {
      const where = and(mine, status ? statusWhere(status, now) : isNull(invitations.withdrawnAt));
      const rows = db
        .select({
          id: invitations.id,
          email: invitations.email,
          roleId: roles.id,
          roleLabel: roles.label,
          rolePreset: roles.preset,
          affiliation: invitations.affiliation,
          departmentId: departments.id,
          departmentName: departments.name,
          inviterFirstName: users.firstName,
          inviterLastName: users.lastName,
          inviterEmail: users.email,
          expiresAt: invitations.expiresAt,
          createdAt: invitations.createdAt,
          acceptedAt: invitations.acceptedAt,
        })
        .from(invitations)
        .innerJoin(roles, eq(roles.id, invitations.roleId))
        .leftJoin(departments, eq(departments.id, invitations.departmentId))
        .leftJoin(users, eq(users.id, invitations.invitedBy))
        .where(where)
        .orderBy(desc(invitations.createdAt), invitations.id)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const total = db.select({ n: count() }).from(invitations).where(where);
      return Promise.all([rows, total.then(([row]) => row?.n ?? 0)]);
    },

    /** One invitation of the company that is not withdrawn, or undefined. */
    async find(id: string) {
      const [row] = await db
        .select()
        .from(invitations)
        .where(and(mine, eq(invitations.id, id), isNull(invitations.withdrawnAt)));
      return row;
    },

    /** A new token and 7 more days for an open invitation; false when it is no longer open. */
    async renew(id: string, tokenHash: string, expiresAt: Date) {
      const rows = await db
        .update(invitations)
        .set({ tokenHash, expiresAt })
        .where(and(mine, eq(invitations.id, id), open))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },

    async withdraw(id: string, now = new Date()) {
      const rows = await db
        .update(invitations)
        .set({ withdrawnAt: now })
        .where(and(mine, eq(invitations.id, id), open))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },

    /** What the mail of an invitation names: the company and the inviter. */
    async mailContext(inviterId: string) {
      const [row] = await db
        .select({
          companyName: companies.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(companies)
        .leftJoin(users, and(eq(users.id, inviterId), eq(users.companyId, companyId)))
        .where(eq(companies.id, companyId));
      return row;
    },
  };
}

/** An invitation by the hash of its mailed token, with its company's name and inviter (before anyone is logged in). */
export async function invitationByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      companyName: companies.name,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
      inviterEmail: users.email,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** Marks an open, unexpired invitation accepted; answers it, or undefined when it was used, withdrawn or expired. */
export async function claimInvitation(db: Db, id: string, now = new Date()) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, id), open, gt(invitations.expiresAt, now)))
    .returning();
  return row;
}

export type NewMember = {
  email: string;
  passwordHash: string;
  companyId: string;
  roleId: string;
  affiliation: 'internal' | 'external';
  departmentId: string | null;
  language: 'en' | 'de';
  firstName?: string;
  lastName?: string;
  /** Invited users complete their person data at /userRegistration; created users change their password first. */
  mustChangePassword: boolean;
};

/**
 * A verified company user of `companyId` holding one role (the invitation or the one-time password mail proved the
 * address). Answers the new id, or undefined when the address has an account already.
 */
export async function insertMember(db: Db, member: NewMember) {
  const { roleId, ...values } = member;
  const [row] = await db
    .insert(users)
    .values({ ...values, userType: 'companyUser', emailVerifiedAt: new Date(), isCompleted: false })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!row) return undefined;
  await db.insert(userRoles).values({ userId: row.id, roleId });
  return row.id;
}
