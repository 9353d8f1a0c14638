import type { FastifyBaseLogger } from 'fastify';
import { type Language, type LoginResponse, type RefreshResponse, loginErrorCodes } from '@plakat/shared';
import { ApiError, badRequest, forbidden, sessionUnusable } from '../../lib/errors.ts';
import { TooManyLoginAttempts } from '../../limits/index.ts';
import type { Db } from '../../db/client.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Core } from '../../core.ts';
import { mailPaths, registerExistingMail, tokenLink, verifyEmailMail } from './mails.ts';
import { hashPassword, timingDummyHash, verifyPassword } from './password.ts';
import { queueMailRequest } from './mail-requests.ts';
import * as repo from './repository/accounts.ts';
import { type Audience, issueSession, revokeAllSessions, revokeSession, rotateRefreshToken } from './tokens.ts';

/** What the auth services need besides Core: a logger for mail failures and the client's address (abuse limits). */
export type AuthContext = { deps: Core; log: FastifyBaseLogger; ip: string };

/**
 * Mails are queued in the transaction that creates their token (jobs/, mail/mail-queue.ts): a token never exists
 * without its mail, delivery happens in the background with retries, and the answer never waits for the mail server.
 */
const queueMail = (ctx: AuthContext, tx: Db, mail: Mail) => ctx.deps.mailQueue.enqueue(tx, mail);

/** Mails to an account are written in the language the request names in its body, else the account's language. */
const mailLanguage = (bodyLang: Language | undefined, accountLang: Language) => bodyLang ?? accountLang;

// ---------------------------------------------------------------------------------------------------------------
// Registration and e-mail verification

/**
 * Registers a company owner (no company yet, profile not completed) and mails a verification link. A taken address
 * gets the same answer and only a notice mail to its owner, so registration does not reveal which accounts exist;
 * the password is hashed in both cases so both take the same time.
 */
export async function register(
  ctx: AuthContext,
  input: { email: string; password: string; language: Language; bodyLang?: Language },
) {
  const { deps } = ctx;
  await deps.rateLimits.mail.client(ctx.ip);
  const mailAllowed = await deps.rateLimits.mail.address(input.email);
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction(async (tx) => {
    const user = await repo.insertOwner(tx, { email: input.email, passwordHash, language: input.language });
    if (!user) return null;
    // Over the address's mail limit the account is still created; its owner asks for the link again later.
    if (!mailAllowed) return true;
    const token = await repo.createEmailToken(tx, user.id, 'verifyEmail');
    const link = tokenLink(deps.config.publicUrl, mailPaths.verifyEmail, token);
    await queueMail(ctx, tx, verifyEmailMail(input.language, input.email, link));
    return true;
  });
  if (created) return;
  const existing = await repo.findUserByEmail(deps.db, input.email);
  if (existing && !existing.deletedAt && mailAllowed) {
    await deps.mailQueue.send(
      registerExistingMail(mailLanguage(input.bodyLang, existing.language), existing.email, deps.config.publicUrl),
    );
  }
}

export async function verifyEmail(ctx: AuthContext, token: string) {
  const ok = await ctx.deps.db.transaction(async (tx) => {
    const userId = await repo.consumeEmailToken(tx, token, 'verifyEmail');
    return userId !== null && (await repo.markEmailVerified(tx, userId));
  });
  if (!ok) throw badRequest('apiAuth.tokenInvalid');
  // The session cache holds no verification state, so nothing to forget.
}

/**
 * Asks for a fresh verification link, as `forgotPassword` asks for a reset link: the same work for every address, and
 * the job (mail-requests.ts) mails only an existing, unverified, not deleted account; older links stop working.
 */
export async function resendVerification(ctx: AuthContext, email: string, bodyLang?: Language) {
  const { deps } = ctx;
  await deps.rateLimits.mail.client(ctx.ip);
  if (!(await deps.rateLimits.mail.address(email))) return;
  await queueMailRequest(deps, 'verificationResend', { email, lang: bodyLang });
}

// ---------------------------------------------------------------------------------------------------------------
// Login, refresh, logout

/** 429 of the login limits (kept under this name for the routes). */
export { TooManyLoginAttempts as TooManyAttempts };

export type LoginInput = { email: string; password: string; ip: string; userAgent?: string };

/**
 * The password check of both logins: the failed-login limits first (limits/login-limits.ts: 429 for this account
 * from this address or for this address, a delay for an account under attack), then the password. An unknown
 * address is checked against a dummy hash, so it takes the same work and gets the same 401 as a wrong password.
 */
async function checkCredentials<Account extends { passwordHash: string | null }>(
  ctx: AuthContext,
  kind: Audience,
  input: LoginInput,
  findByEmail: (db: Db, email: string) => Promise<Account | undefined>,
): Promise<Account> {
  const attempt = await ctx.deps.rateLimits.login.begin(kind, input.email, input.ip);
  const account = await findByEmail(ctx.deps.db, input.email);
  const valid = await verifyPassword(account?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!account || !valid) {
    await attempt.failed();
    throw new ApiError(401, 'apiAuth.loginFailed');
  }
  await attempt.succeeded();
  return account;
}

/**
 * Company login. Unknown address and wrong password answer the same 401 after the same work. Only with the right
 * password does the answer tell more: unverified (403 with a code), blocked or deleted (403), the company blocked by
 * the superpanel (403 with its own message).
 */
export async function login(ctx: AuthContext, input: LoginInput): Promise<LoginResponse> {
  const user = await checkCredentials(ctx, 'company', input, repo.findUserByEmail);
  if (user.companyStatus === 'blocked' && !user.deletedAt) {
    throw new ApiError(403, 'apiAuth.companyBlocked', {}, { code: loginErrorCodes.companyBlocked });
  }
  if (user.deletedAt || user.status !== 'active') throw forbidden('apiAuth.accountBlocked');
  if (!user.emailVerifiedAt) {
    throw new ApiError(403, 'apiAuth.emailNotVerified', {}, { code: loginErrorCodes.emailNotVerified });
  }
  await repo.touchActiveUser(ctx.deps.db, user.id);
  const pair = await issueSession(ctx.deps, user.id, 'company', input.userAgent);
  return { userId: user.id, ...pair };
}

/** Superpanel login: the same rules and answers, against the superpanel admins. */
export async function superpanelLogin(ctx: AuthContext, input: LoginInput): Promise<LoginResponse> {
  const admin = await checkCredentials(ctx, 'superpanel', input, repo.findAdminByEmail);
  const pair = await issueSession(ctx.deps, admin.id, 'superpanel', input.userAgent);
  return { userId: admin.id, ...pair };
}

/**
 * Rotates a refresh token (see tokens.ts: a repeat within the grace period gets the same pair, a later replay revokes
 * the whole family, a session past its absolute lifetime ends). The subject must still be allowed in: a paused or
 * deleted user, or a removed superpanel admin, gets 419 and the session ends.
 */
export async function refresh(ctx: AuthContext, refreshToken: string): Promise<RefreshResponse> {
  const { deps } = ctx;
  const result = await rotateRefreshToken(deps, refreshToken);
  if (!result.ok) throw sessionUnusable();
  const allowed =
    result.audience === 'company'
      ? await repo.touchActiveUser(deps.db, result.subjectId)
      : await repo.adminExists(deps.db, result.subjectId);
  if (!allowed) {
    const claims = deps.jwt.decodeVerified(result.pair.accessToken);
    if (claims) await revokeSession(deps, claims.sid, 'subject blocked or deleted');
    throw sessionUnusable();
  }
  return result.pair;
}

/** Ends the session of an access token that we signed, expired or not (either audience); anything else is 419. */
export async function logout(ctx: AuthContext, accessToken: string | null) {
  const claims = accessToken ? ctx.deps.jwt.decodeVerified(accessToken) : null;
  if (!claims) throw sessionUnusable();
  await revokeSession(ctx.deps, claims.sid, 'logout');
}

// ---------------------------------------------------------------------------------------------------------------
// Password reset

/**
 * Asks for a reset link. The answer does the same work whether or not the address has an account: the mail limits
 * count, then one job is queued (mail-requests.ts), which looks the address up and mails the link in the background.
 * Over the address's limit no job is queued, with the same answer; over the client's limit, 429.
 */
export async function forgotPassword(ctx: AuthContext, email: string, bodyLang?: Language) {
  const { deps } = ctx;
  await deps.rateLimits.mail.client(ctx.ip);
  if (!(await deps.rateLimits.mail.address(email))) return;
  await queueMailRequest(deps, 'passwordReset', { email, lang: bodyLang });
}

/**
 * Sets a new password with a reset token: the token is used up (with every other open reset token of the user),
 * the address counts as verified, and every session of the user ends.
 */
export async function resetPassword(ctx: AuthContext, token: string, password: string) {
  const { deps } = ctx;
  // A cheap look first, so a bad token costs no password hashing; the transaction below decides for real.
  if (!(await repo.emailTokenUsable(deps.db, token, 'resetPassword'))) throw badRequest('apiAuth.tokenInvalid');
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    const userId = await repo.consumeEmailToken(tx, token, 'resetPassword');
    if (!userId) return null;
    const row = await repo.setPassword(tx, userId, passwordHash);
    if (row) await repo.useUpEmailTokens(tx, userId, 'resetPassword');
    return row ?? null;
  });
  if (!user) throw badRequest('apiAuth.tokenInvalid');
  // Outside the transaction: revokeAllSessions uses the shared handle (PGlite has a single connection).
  await revokeAllSessions(deps, user.id, 'password reset');
  await deps.rateLimits.login.forget('company', user.email, ctx.ip);
}

// ---------------------------------------------------------------------------------------------------------------
// Superpanel admins (the admin:create command)

/**
 * Creates a superpanel admin, or sets a new password for an existing one and ends that admin's sessions; answers
 * whether the admin was created.
 */
export async function setSuperpanelAdmin(db: Db, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  const { created } = await repo.upsertSuperpanelAdmin(db, email, passwordHash, 'password set by admin:create');
  return { created };
}
