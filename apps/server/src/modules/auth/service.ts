import type { FastifyBaseLogger } from 'fastify';
import { type Language, type LoginResponse, type RefreshResponse, loginErrorCodes } from '@plakat/shared';
import { ApiError, badRequest, forbidden, sessionUnusable } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { AppDeps } from '../deps.ts';
import { mailPaths, registerExistingMail, resetPasswordMail, tokenLink, verifyEmailMail } from './mails.ts';
import { hashPassword, timingDummyHash, verifyPassword } from './password.ts';
import type { LoginLimiter } from './rate-limit.ts';
import * as repo from './repository/accounts.ts';
import { type Audience, issueSession, revokeAllSessions, revokeSession, rotateRefreshToken } from './tokens.ts';

/** What the auth services need besides AppDeps: the app's login limiter and a logger for mail failures. */
export type AuthContext = { deps: AppDeps; limiter: LoginLimiter; log: FastifyBaseLogger };

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
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction(async (tx) => {
    const user = await repo.insertOwner(tx, { email: input.email, passwordHash, language: input.language });
    if (!user) return null;
    const token = await repo.createEmailToken(tx, user.id, 'verifyEmail');
    const link = tokenLink(deps.config.publicUrl, mailPaths.verifyEmail, token);
    await queueMail(ctx, tx, verifyEmailMail(input.language, input.email, link));
    return true;
  });
  if (created) return;
  const existing = await repo.findUserByEmail(deps.db, input.email);
  if (existing && !existing.deletedAt) {
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

/** Sends a fresh verification link, only to an existing, unverified, not deleted account; older links stop working. */
export async function resendVerification(ctx: AuthContext, email: string, bodyLang?: Language) {
  const { deps } = ctx;
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt || user.deletedAt) return;
  await deps.db.transaction(async (tx) => {
    const token = await repo.createEmailToken(tx, user.id, 'verifyEmail');
    const link = tokenLink(deps.config.publicUrl, mailPaths.verifyEmail, token);
    await queueMail(ctx, tx, verifyEmailMail(mailLanguage(bodyLang, user.language), user.email, link));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Login, refresh, logout

/** 429 of the login limiter; the route copies `retryAfterSeconds` into the Retry-After header. */
export class TooManyAttempts extends ApiError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'apiAuth.tooManyAttempts', { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
}

export type LoginInput = { email: string; password: string; ip: string; userAgent?: string };

/** Refuses an attempt while the account or the IP is over its failure limit: 429 with Retry-After, before any password check. */
function checkLimit(ctx: AuthContext, kind: Audience, input: LoginInput) {
  const decision = ctx.limiter.check(kind, input.email, input.ip);
  if (decision.limited) {
    throw new TooManyAttempts(decision.retryAfterSeconds);
  }
}

function loginFailed(ctx: AuthContext, kind: Audience, input: LoginInput): never {
  ctx.limiter.fail(kind, input.email, input.ip);
  throw new ApiError(401, 'apiAuth.loginFailed');
}

/**
 * The password check of both logins: the failure limit first, then the password. An unknown address is checked
 * against a dummy hash, so it takes the same work and gets the same 401 as a wrong password; a success clears the
 * account's failures.
 */
async function checkCredentials<Account extends { passwordHash: string | null }>(
  ctx: AuthContext,
  kind: Audience,
  input: LoginInput,
  findByEmail: (db: Db, email: string) => Promise<Account | undefined>,
): Promise<Account> {
  checkLimit(ctx, kind, input);
  const account = await findByEmail(ctx.deps.db, input.email);
  const valid = await verifyPassword(account?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!account || !valid) loginFailed(ctx, kind, input);
  ctx.limiter.reset(kind, input.email);
  return account;
}

/**
 * Company login. Unknown address and wrong password answer the same 401 after the same work. Only with the right
 * password does the answer tell more: unverified (403 with a code), blocked or deleted (403).
 */
export async function login(ctx: AuthContext, input: LoginInput): Promise<LoginResponse> {
  const user = await checkCredentials(ctx, 'company', input, repo.findUserByEmail);
  if (user.deletedAt || user.status === 'paused') throw forbidden('apiAuth.accountBlocked');
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

/** Mails a reset link to an existing, not deleted company user; older reset links stop working. Silent otherwise. */
export async function forgotPassword(ctx: AuthContext, email: string, bodyLang?: Language) {
  const { deps } = ctx;
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.deletedAt) return;
  await deps.db.transaction(async (tx) => {
    const token = await repo.createEmailToken(tx, user.id, 'resetPassword');
    const link = tokenLink(deps.config.publicUrl, mailPaths.resetPassword, token);
    await queueMail(ctx, tx, resetPasswordMail(mailLanguage(bodyLang, user.language), user.email, link));
  });
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
  ctx.limiter.reset('company', user.email);
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
