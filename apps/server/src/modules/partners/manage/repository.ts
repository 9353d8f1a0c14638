import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, partnerships, roles, userRoles, users } from '../../../db/schema/index.ts';

type PartnershipRow = typeof partnerships.$inferSelect;

/** Changes of one company's partnership with one partner: status (my direction) and the end of both directions. */
export function partnershipChanges(db: Db, companyId: string) {
  const pair = (partnerId: string) =>
    or(
      and(eq(partnerships.companyId, companyId), eq(partnerships.partnerCompanyId, partnerId)),
      and(eq(partnerships.companyId, partnerId), eq(partnerships.partnerCompanyId, companyId)),
    );
  return {
    /**
     * Locks both directions (in id order, so two companies acting on each other at once wait instead of deadlocking).
     * `mine` is null when the company is not partner of `partnerId` (then the caller answers 404).
     */
    async lockPair(partnerId: string): Promise<{ mine: PartnershipRow | null; theirs: PartnershipRow | null }> {
      if (partnerId === companyId) return { mine: null, theirs: null };
      const rows = await db
        .select()
        .from(partnerships)
        .where(pair(partnerId))
        .orderBy(asc(partnerships.id))
        .for('update');
      return {
        mine: rows.find((r) => r.companyId === companyId) ?? null,
        theirs: rows.find((r) => r.companyId === partnerId) ?? null,
      };
    },

    /** Sets my direction: `blocked` hides my shared displays from the partner. */
    async setStatus(partnerId: string, status: 'active' | 'blocked') {
      await db
        .update(partnerships)
        .set({ status })
        .where(and(eq(partnerships.companyId, companyId), eq(partnerships.partnerCompanyId, partnerId)));
    },

    /** Deletes both directions. */
    async deletePair(partnerId: string) {
      await db.delete(partnerships).where(pair(partnerId));
    },

    /** The names of both companies, for the notices. */
    async names(partnerId: string): Promise<{ mine: string; theirs: string }> {
      const rows = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(or(eq(companies.id, companyId), eq(companies.id, partnerId)));
      const name = (id: string) => rows.find((r) => r.id === id)?.name ?? '';
      return { mine: name(companyId), theirs: name(partnerId) };
    },
  };
}

/**
 * The administrators of a company a partner message goes to: its active, not deleted owners (the owner account and
 * the holders of its Owner role).
 */
export function adminsOf(db: Db, companyId: string) {
  return db
    .selectDistinct({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.preset, 'owner'), eq(roles.companyId, companyId)))
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.deletedAt),
        eq(users.status, 'active'),
        or(eq(users.userType, 'companyOwner'), sql`${roles.id} IS NOT NULL`),
      ),
    );
}

/** The sending user's name (else address) in the own company. */
export async function senderName(db: Db, companyId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!row) return '';
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
}
