import { z } from 'zod';
import { languages } from '@plakat/shared';
import type { JobHandler } from '../../jobs/worker.ts';
import type { Core } from '../../core.ts';
import { mailPaths, resetPasswordMail, tokenLink, verifyEmailMail } from './mails.ts';
import * as repo from './repository/accounts.ts';

/**
 * The jobs of the public mail requests (password forgotten, verification link again): queued for every address alike,
 * they find out in the background whether the address gets a mail.
 */
export const mailRequestJobKinds = {
  passwordReset: 'auth.passwordResetRequest',
  verificationResend: 'auth.verificationResendRequest',
} as const;
export type MailRequest = keyof typeof mailRequestJobKinds;

const payload = z.object({ email: z.string(), lang: z.enum(languages).optional() });

/**
 * Queues the request, the only work of the answer: the same statements whether or not the address has an account,
 * so the answer's timing cannot tell (the lookup, the token and the mail happen in the job).
 */
export async function queueMailRequest(deps: Core, kind: MailRequest, request: z.infer<typeof payload>) {
  await deps.jobs.send(mailRequestJobKinds[kind], payload.parse(request));
}

type Account = NonNullable<Awaited<ReturnType<typeof repo.findUserByEmail>>>;

/** Who gets a mail, which token it carries and what it says. */
const requests: Record<
  MailRequest,
  {
    wants: (user: Account) => boolean;
    purpose: 'resetPassword' | 'verifyEmail';
    mail: typeof resetPasswordMail;
    path: string;
  }
> = {
  // Any not deleted company user.
  passwordReset: {
    wants: (user) => !user.deletedAt,
    purpose: 'resetPassword',
    mail: resetPasswordMail,
    path: mailPaths.resetPassword,
  },
  // Only an unverified, not deleted account.
  verificationResend: {
    wants: (user) => !user.deletedAt && !user.emailVerifiedAt,
    purpose: 'verifyEmail',
    mail: verifyEmailMail,
    path: mailPaths.verifyEmail,
  },
};

/**
 * Mails a fresh link to an account the request is for (older links of its kind stop working), nothing otherwise.
 * The token and its mail commit together. The stored job keeps no address afterwards.
 */
function mailRequestJobHandler(deps: Core, kind: MailRequest): JobHandler {
  const request = requests[kind];
  return async (job) => {
    const { email, lang } = payload.parse(job.payload);
    const user = await repo.findUserByEmail(deps.db, email);
    if (user && request.wants(user)) {
      await deps.db.transaction(async (tx) => {
        const token = await repo.createEmailToken(tx, user.id, request.purpose);
        const link = tokenLink(deps.config.publicUrl, request.path, token);
        await deps.mailQueue.enqueue(tx, request.mail(lang ?? user.language, user.email, link));
      });
    }
    return { payload: {} };
  };
}

export const mailRequestJobHandlers = (deps: Core): Record<string, JobHandler> => ({
  [mailRequestJobKinds.passwordReset]: mailRequestJobHandler(deps, 'passwordReset'),
  [mailRequestJobKinds.verificationResend]: mailRequestJobHandler(deps, 'verificationResend'),
});
