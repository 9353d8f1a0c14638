import type { Language } from '@plakat/shared';
import { ApiError, badRequest, conflict, sessionUnusable } from '../../lib/errors.ts';
import { whenUnique } from '../../db/unique-violation.ts';
import type { Core } from '../../core.ts';
import { changeEmailMail, emailChangedMail, mailPaths, tokenLink } from './mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import * as repo from './repository/accounts.ts';
import { revokeOtherSessions } from './tokens.ts';

/**
 * The own account's credentials, changed from the profile page (the users context's routes call these): the
 * password, and the e-mail address in two steps (a link to the new address, then the change). A wrong current
 * password counts as a failed login of the account from this client (limits/login-limits.ts), so a stolen session
 * cannot be used to guess it.
 */
export type Caller = { userId: string; sessionId: string; ip: string };

async function checkCurrentPassword(deps: Core, caller: Caller, password: string) {
  const user = await repo.findUserById(deps.db, caller.userId);
  if (!user) throw sessionUnusable();
  const attempt = await deps.rateLimits.login.begin('company', user.email, caller.ip);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await attempt.failed();
    throw badRequest('apiAuth.currentPasswordWrong');
  }
  await attempt.succeeded();
  return user;
}

/** Sets a new password after checking the current one; every other session of the user ends, this one stays. */
export async function changeOwnPassword(deps: Core, caller: Caller, current: string, next: string) {
  await checkCurrentPassword(deps, caller, current);
  const passwordHash = await hashPassword(next);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.setPassword(tx, caller.userId, passwordHash);
    // Open reset links were made for the old password; they stop working.
    if (updated) await repo.useUpEmailTokens(tx, caller.userId, 'resetPassword');
    return updated;
  });
  if (!row) throw sessionUnusable();
  await revokeOtherSessions(deps, caller.userId, caller.sessionId, 'password changed');
}

/**
 * Asks for a new address: the current password proves the person, the address must be free, and a link goes to the
 * new address through the job queue in the same transaction as its token (only the newest link works). The address
 * changes only when the link is opened (confirmEmailChange), so a typo never locks anyone out.
 */
export async function requestEmailChange(
  deps: Core,
  caller: Caller,
  input: { newEmail: string; password: string; lang: Language },
) {
  const user = await checkCurrentPassword(deps, caller, input.password);
  if (user.email === input.newEmail) throw badRequest('apiAuth.emailUnchanged');
  if (await repo.emailTaken(deps.db, input.newEmail)) throw conflict('apiAuth.emailTaken');
  await deps.rateLimits.mail.client(caller.ip);
  if (!(await deps.rateLimits.mail.address(input.newEmail))) throw new ApiError(429, 'api.tooManyRequests');
  await deps.db.transaction(async (tx) => {
    const token = await repo.createEmailToken(tx, caller.userId, 'changeEmail', new Date(), input.newEmail);
    const link = tokenLink(deps.config.publicUrl, mailPaths.changeEmail, token);
    await deps.mailQueue.enqueue(tx, changeEmailMail(input.lang, input.newEmail, link));
  });
}

/**
 * Opens a change link: the token is used up and the user's address becomes the new one (verified: the link proved
 * the mailbox); the previous address gets a notice. Sessions stay: the person is the same. 400 for an unknown, used
 * or expired link, 409 when someone else took the address meanwhile.
 */
export async function confirmEmailChange(deps: Core, token: string) {
  return whenUnique(
    () => conflict('apiAuth.emailTaken'),
    () =>
      deps.db.transaction(async (tx) => {
        const change = await repo.consumeEmailChangeToken(tx, token);
        const user = change && (await repo.findUserById(tx, change.userId));
        if (!change || !user) throw badRequest('apiAuth.tokenInvalid');
        if (!(await repo.setEmail(tx, user.id, change.newEmail))) throw badRequest('apiAuth.tokenInvalid');
        await deps.mailQueue.enqueue(tx, emailChangedMail(user.language, user.email, change.newEmail));
        return { email: change.newEmail, language: user.language };
      }),
  );
}
