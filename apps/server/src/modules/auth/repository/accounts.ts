import { and, eq, gt, isNull, ne, notExists, sql } from 'drizzle-orm';
import { limits } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { companies, emailTokens, sessions, superpanelAdmins, users } from '../../../db/schema/index.ts';
import { randomToken, sha256 } from '../secrets.ts';

/**
 * Account queries of the auth context. Accounts are looked up by their (lower-cased) e-mail address before anyone is
 * logged in, or by the subject of a verified token, so they are not scoped to a company: an address is unique across
 * all companies, and a token names exactly one account. They read and write only credentials, verification and
 * activity, never a company's data.
 */
export type EmailTokenPurpose = 'verifyEmail' | 'resetPassword' | 'changeEmail';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      status: users.status,
      deletedAt: users.deletedAt,
      language: users.language,
      companyStatus: companies.status,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email));
  return row;
}
export type AuthUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: superpanelAdmins.id, passwordHash: superpanelAdmins.passwordHash })
    .from(superpanelAdmins)
    .where(eq(superpanelAdmins.email, email));
  return row;
}

export async function adminExists(db: Db, id: string) {
  const [row] = await db.select({ id: superpanelAdmins.id }).from(superpanelAdmins).where(eq(superpanelAdmins.id, id));
  return Boolean(row);
}

/** Inserts a new company owner without a company; answers nothing when the address is taken (also under a race). */
export async function insertOwner(db: Db, values: { email: string; passwordHash: string; language: 'en' | 'de' }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, userType: 'companyOwner', companyId: null, isCompleted: false })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row;
}

/**
 * Stores a new single-use e-mail token (only its SHA-256 hash) and answers the raw token for the link. Older open
 * tokens of the same purpose are used up first, so only the newest link works.
 */
export async function createEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
  newEmail: string | null = null,
) {
  await useUpEmailTokens(db, userId, purpose, now);
  const token = randomToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    newEmail,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + limits.emailTokenHours * 3_600_000),
  });
  return token;
}

/** Marks every open token of a user and purpose as used, so none of their links works any more. */
export async function useUpEmailTokens(db: Db, userId: string, purpose: EmailTokenPurpose, now = new Date()) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Matches the row of a raw token while it is unused and unexpired. */
const openEmailToken = (token: string, purpose: EmailTokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, sha256(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** Whether a token is known, unused and unexpired (without using it up). */
export async function emailTokenUsable(db: Db, token: string, purpose: EmailTokenPurpose, now = new Date()) {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(openEmailToken(token, purpose, now));
  return Boolean(row);
}

/** Uses up a token atomically: answers its user id once, and never for an unknown, used or expired token. */
export async function consumeEmailToken(db: Db, token: string, purpose: EmailTokenPurpose, now = new Date()) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(openEmailToken(token, purpose, now))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Uses up an e-mail change token atomically: answers its user and the address asked for, once. */
export async function consumeEmailChangeToken(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(openEmailToken(token, 'changeEmail', now))
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
}

/** The credentials of a logged-in user (not deleted), for the checks of the own profile's password and address. */
export async function findUserById(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** Whether an address belongs to an account (a deleted user's address is free again: it is replaced on delete). */
export async function emailTaken(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/**
 * Replaces the address of a user (not deleted) with one the user has just proven to receive, which so counts as
 * verified; answers nothing when the user is gone. An address taken meanwhile fails on the unique index.
 */
export async function setEmail(db: Db, userId: string, email: string) {
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return row;
}

/** Marks the address verified (keeping the first date); false when the user is gone. */
export async function markEmailVerified(db: Db, userId: string) {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets a new password hash; a reset also proves the mailbox, so an unverified address becomes verified. */
export async function setPassword(db: Db, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id, email: users.email });
  return row;
}

/** The user's company is not blocked by the superpanel (a user without a company yet is in none). */
const notInBlockedCompany = notExists(
  sql`(SELECT 1 FROM companies c WHERE c.id = ${users.companyId} AND c.status = 'blocked')`,
);

/**
 * Records activity of a user who may still act: one UPDATE that also tells whether the user is active (not paused,
 * not deleted, the company not blocked).
 */

export async function touchActiveUser(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .update(users)
    .set({ lastActivityAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), ne(users.status, 'paused'), notInBlockedCompany))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Creates a superpanel admin, or sets the password of an existing one (same address), and answers whether it was
 * created; an existing admin's open sessions end in the same transaction.
 */
export async function upsertSuperpanelAdmin(db: Db, email: string, passwordHash: string, revokedReason: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(superpanelAdmins)
      .values({ email, passwordHash })
      .onConflictDoUpdate({ target: superpanelAdmins.email, set: { passwordHash } })
      // xmax = 0 only for a freshly inserted row (PostgreSQL's way to tell insert from update in an upsert).
      .returning({ id: superpanelAdmins.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!row.inserted) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason })
        .where(and(eq(sessions.subjectId, row.id), eq(sessions.audience, 'superpanel'), isNull(sessions.revokedAt)));
    }
    return { id: row.id, created: row.inserted };
  });
}
