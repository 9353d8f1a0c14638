import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { countWaitingForRetry, retryWaitingNow } from '../jobs/repository/mail-retry.ts';
import { mailJobKind } from './mail-queue.ts';
import type { MailTransport } from './mailer.ts';

/**
 * Backoff spaces a mail's retries up to 24 hours apart, which must not keep mails waiting that long once the mail
 * server is back. While mails wait for a retry, this checks (every minute, from the scheduler) whether the transport
 * can deliver: after a check that failed, the first one that succeeds brings every waiting mail's retry forward to
 * now. Mails that keep failing while the server is reachable (a full mailbox, say) keep their backoff.
 */
export function createMailServerWatch(opts: {
  db: Db;
  queue: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
}) {
  let down = false;
  return async function check(): Promise<number> {
    const verify = opts.transport.verify;
    if (!verify || (await countWaitingForRetry(opts.db, mailJobKind)) === 0) return 0;
    try {
      await verify();
    } catch (err) {
      if (!down) opts.log.warn({ err }, 'mails are waiting and the mail server cannot be reached');
      down = true;
      return 0;
    }
    if (!down) return 0;
    down = false;
    const released = await retryWaitingNow(opts.db, mailJobKind);
    opts.log.info({ mails: released }, 'the mail server is back: waiting mails are sent now');
    opts.queue.wake();
    return released;
  };
}
