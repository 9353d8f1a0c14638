import { type SQL, and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PartnerInvitationListQuery } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { companies, partnerInvitations, roles, userRoles, users } from '../../../db/schema/index.ts';

export type PartnerInvitationRow = typeof partnerInvitations.$inferSelect;
type NewInvitation = Omit<typeof partnerInvitations.$inferInsert, 'inviterCompanyId' | 'id'>;

/** The addresses of a company's users (not deleted): an invitation to one of them is addressed to that company. */
const addressesOf = (db: Db, companyId: string) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt)));

/** The account an address belongs to, with its company (null: no user here, or one without a company yet). */
export async function companyOfAddress(db: Db, email: string) {
  const [row] = await db
    .select({ companyId: companies.id, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

/** The owners of a company (users holding its Owner role): who hears of an invitation by mail. */
export function ownersOf(db: Db, companyId: string) {
  return db
    .selectDistinct({ email: users.email, language: users.language })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.preset, 'owner'), eq(roles.companyId, companyId)))
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), eq(users.status, 'active')));
}

/**
 * Partner invitations as one company sees them: those it sent (`inviter_company_id`) and those addressed to one of its
 * users. No query reaches an invitation of two other companies.
 */
export function partnerInvitationRepo(db: Db, companyId: string) {
  const sent = eq(partnerInvitations.inviterCompanyId, companyId);
  const received = inArray(partnerInvitations.email, addressesOf(db, companyId));
  const mine = or(sent, received) as SQL;
  const directionOf = (direction: PartnerInvitationListQuery['direction']) =>
    direction === 'sent' ? sent : direction === 'received' ? received : mine;
  const stateOf = (state: PartnerInvitationListQuery['state'], now: Date) => {
    if (state === 'expired') {
      return or(
        eq(partnerInvitations.state, 'expired'),
        and(eq(partnerInvitations.state, 'pending'), lte(partnerInvitations.expiresAt, now)),
      );
    }
    if (state === 'pending') {
      return and(eq(partnerInvitations.state, 'pending'), sql`${partnerInvitations.expiresAt} > ${now}`);
    }
    return state ? eq(partnerInvitations.state, state) : undefined;
  };

  /** Invitations with the inviting company's name and the inviting user's. */
  const withNames = () =>
    db
      .select({
        invitation: partnerInvitations,
        inviterName: companies.name,
        byFirstName: users.firstName,
        byLastName: users.lastName,
        byEmail: users.email,
      })
      .from(partnerInvitations)
      .innerJoin(companies, eq(companies.id, partnerInvitations.inviterCompanyId))
      .leftJoin(users, eq(users.id, partnerInvitations.invitedBy));

  return {
    /** One invitation the company sent or received, with the names; null for any other id. */
    async findWithNames(id: string) {
      const [row] = await withNames().where(and(eq(partnerInvitations.id, id), mine));
      return row ?? null;
    },

    /** One invitation the company sent or received; null for any other id. */
    async find(id: string): Promise<PartnerInvitationRow | null> {
      const [row] = await db
        .select()
        .from(partnerInvitations)
        .where(and(eq(partnerInvitations.id, id), mine));
      return row ?? null;
    },

    /** Locks one invitation the company sent or received for an answer or a change. */
    async lock(id: string): Promise<PartnerInvitationRow | null> {
      const [row] = await db
        .select()
        .from(partnerInvitations)
        .where(and(eq(partnerInvitations.id, id), mine))
        .for('update');
      return row ?? null;
    },

    async page(query: PartnerInvitationListQuery, now: Date) {
      const where = and(directionOf(query.direction), stateOf(query.state, now));
      const perPage = query.perPage ?? 20;
      const [rows, [{ total }]] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(desc(partnerInvitations.createdAt), desc(partnerInvitations.id))
          .limit(perPage)
          .offset(((query.page ?? 1) - 1) * perPage),
        db.select({ total: count() }).from(partnerInvitations).where(where),
      ]);
      return { rows, totalCount: total };
    },

    /** The company of each of `emails` that belongs to a user here (the invited side of sent invitations). */
    async companiesOfAddresses(emails: string[]) {
      if (emails.length === 0) return new Map<string, { id: string; name: string }>();
      const rows = await db
        .select({ email: users.email, id: companies.id, name: companies.name })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(inArray(users.email, emails), isNull(users.deletedAt)));
      return new Map(rows.map((r) => [r.email, { id: r.id, name: r.name }]));
    },

    /**
     * Whether an invitation is open (pending, not expired) between the company and `other`: sent by the company to
     * `email` or to any user of `other`, or sent by `other` to a user of the company.
     */
    async openWith(email: string, other: string | null, now: Date): Promise<boolean> {
      const toOther = other
        ? or(eq(partnerInvitations.email, email), inArray(partnerInvitations.email, addressesOf(db, other)))
        : eq(partnerInvitations.email, email);
      const fromOther = other ? and(eq(partnerInvitations.inviterCompanyId, other), received) : undefined;
      const rows = await db
        .select({ id: partnerInvitations.id })
        .from(partnerInvitations)
        .where(
          and(
            eq(partnerInvitations.state, 'pending'),
            sql`${partnerInvitations.expiresAt} > ${now}`,
            or(and(sent, toOther), fromOther),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Marks the company's pending invitations to `email` whose time ran out as expired (a new one may follow). */
    async expireStale(email: string, now: Date) {
      await db
        .update(partnerInvitations)
        .set({ state: 'expired' })
        .where(
          and(
            sent,
            eq(partnerInvitations.email, email),
            eq(partnerInvitations.state, 'pending'),
            lte(partnerInvitations.expiresAt, now),
          ),
        );
    },

    async insert(values: NewInvitation): Promise<PartnerInvitationRow> {
      const [row] = await db
        .insert(partnerInvitations)
        .values({ ...values, inviterCompanyId: companyId })
        .returning();
      return row;
    },

    /** Changes an invitation the company sent or received (the service decides which change is allowed). */
    async update(
      id: string,
      values: Partial<Pick<PartnerInvitationRow, 'state' | 'expiresAt' | 'answeredAt' | 'invitedCompanyId'>>,
    ) {
      await db
        .update(partnerInvitations)
        .set(values)
        .where(and(eq(partnerInvitations.id, id), mine));
    },

    /** The inviting side's names for mails and notifications. */
    async senderFacts(userId: string) {
      const [row] = await db
        .select({
          companyName: companies.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(companies)
        .leftJoin(users, and(eq(users.id, userId), eq(users.companyId, companyId)))
        .where(eq(companies.id, companyId));
      return row;
    },
  };
}

/** A company's name (the other side of an invitation), or null. */
export async function companyName(db: Db, companyId: string) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}
