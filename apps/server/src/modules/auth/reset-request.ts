import { z } from 'zod';
import { languages } from '@plakat/shared';
import type { JobHandler } from '../../jobs/worker.ts';
import type { AppDeps } from '../deps.ts';
import { mailPaths, resetPasswordMail, tokenLink } from './mails.ts';
import * as repo from './repository/accounts.ts';

/** The job of a password-forgotten request: queued for every address alike, it finds out in the background. */
export const passwordResetJobKind = 'auth.passwordResetRequest';

const payload = z.object({ email: z.string(), lang: z.enum(languages).optional() });

/**
 * Queues the request, the only work of the answer: the same statements whether or not the address has an account,
 * so the answer's timing cannot tell (the lookup, the token and the mail happen in the job).
 */
export async function queuePasswordResetRequest(deps: AppDeps, request: z.infer<typeof payload>) {
  await deps.jobs.send(passwordResetJobKind, payload.parse(request));
}

/**
 * Mails a reset link to an existing, not deleted company user (older reset links stop working), nothing otherwise.
 * The token and its mail commit together. The stored job keeps no address afterwards.
 */
export function passwordResetJobHandler(deps: AppDeps): JobHandler {
  return async (job) => {
    const { email, lang } = payload.parse(job.payload);
    const user = await repo.findUserByEmail(deps.db, email);
    if (user && !user.deletedAt) {
      await deps.db.transaction(async (tx) => {
        const token = await repo.createEmailToken(tx, user.id, 'resetPassword');
        const link = tokenLink(deps.config.publicUrl, mailPaths.resetPassword, token);
        await deps.mailQueue.enqueue(tx, resetPasswordMail(lang ?? user.language, user.email, link));
      });
    }
    return { payload: {} };
  };
}
