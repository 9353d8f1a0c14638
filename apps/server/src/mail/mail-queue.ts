import { z } from 'zod';
import type { JobQueue } from '../jobs/queue.ts';
import type { JobDb } from '../jobs/repository/queue.ts';
import { type JobHandler, PermanentJobError } from '../jobs/worker.ts';
import type { Mail, MailTransport, Mailer } from './mailer.ts';

/** The job kind of every mail. */
export const mailJobKind = 'mail';

/** A mail as stored in its job: rendered at enqueue time, when the recipient's language is known. */
const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  links: z.array(z.string()).optional(),
});

export type MailQueue = Mailer & {
  /** Queues a mail inside the caller's transaction: it is sent only if that transaction commits. Answers the job id. */
  enqueue(tx: JobDb, mail: Mail): Promise<string>;
  /** Many mails in one statement, inside the caller's transaction. Answers the job ids. */
  enqueueMany(tx: JobDb, mails: Mail[]): Promise<string[]>;
};

/**
 * Every mail goes through the job queue. `send` (the `deps.mailer` of callers without a transaction) queues in a
 * short transaction of its own and resolves once the mail is stored, not once it is delivered.
 */
export function createMailQueue(jobs: JobQueue, opts: { maxAttempts: number }): MailQueue {
  const payload = (mail: Mail) => mailPayload.parse(mail);
  return {
    async enqueue(tx, mail) {
      const id = await jobs.enqueue(tx, mailJobKind, payload(mail), { maxAttempts: opts.maxAttempts });
      if (!id) throw new Error('a mail job without dedupe key was not inserted');
      return id;
    },
    enqueueMany(tx, mails) {
      return jobs.enqueueMany(tx, mailJobKind, mails.map(payload), { maxAttempts: opts.maxAttempts });
    },
    async send(mail) {
      await jobs.send(mailJobKind, payload(mail), { maxAttempts: opts.maxAttempts });
    },
  };
}

/**
 * `<job id@host of PUBLIC_URL>`: the same on every attempt, so a mail sent again after a crash between handing it
 * to the server and recording it as sent is recognisable as the same mail (some mail services and clients show such
 * copies once).
 */
export function messageIdFor(jobId: string, publicUrl: string): string {
  let host = 'plakat.local';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // An unparsable URL is refused by the configuration; keep the fallback for safety.
  }
  return `<${jobId}@${host}>`;
}

/** nodemailer's error for a recipient the server refused for good (5xx to RCPT TO): no retry can help. */
const recipientRejected = (error: unknown) => {
  const e = error as { code?: string; responseCode?: number } | null;
  return e?.code === 'EENVELOPE' && (e.responseCode ?? 0) >= 500;
};

/**
 * Hands a mail job to the transport. Once sent, the stored payload keeps only the recipient and subject: the body
 * may hold password-reset links, which the database stores only as hashes otherwise.
 */
export function mailJobHandler(transport: MailTransport, publicUrl: string): JobHandler {
  return async (job) => {
    const mail = mailPayload.parse(job.payload);
    try {
      await transport.send({ ...mail, messageId: messageIdFor(job.id, publicUrl) });
    } catch (error) {
      if (recipientRejected(error)) throw new PermanentJobError((error as Error).message);
      throw error;
    }
    return { payload: { to: mail.to, subject: mail.subject } };
  };
}
