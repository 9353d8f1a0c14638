import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { BackgroundWork } from '../jobs/runner.ts';
import { mailJobHandler, mailJobKind } from './mail-queue.ts';
import type { MailTransport } from './mailer.ts';
import { createMailServerWatch } from './server-watch.ts';

/**
 * The mail's part of every instance's background work: the job that hands each mail to the transport, the check
 * that sends waiting mails once the mail server is back, and closing the transport when the worker has stopped.
 */
export function mailBackground(opts: {
  db: Db;
  queue: JobQueue;
  transport: MailTransport;
  publicUrl: string;
  log: FastifyBaseLogger;
}): BackgroundWork {
  const { transport } = opts;
  return {
    handlers: { [mailJobKind]: mailJobHandler(transport, opts.publicUrl) },
    local: [{ name: 'mail server back', everyMs: 60_000, run: createMailServerWatch(opts) }],
    stop: () => transport.close?.(),
  };
}
