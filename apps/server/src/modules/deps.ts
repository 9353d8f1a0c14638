import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { JwtSigner } from '../lib/jwt.ts';
import type { RateLimits } from '../limits/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionCache } from './auth/index.ts';
import type { DisplaySearchCache, MediaUrlSigner } from './displays/index.ts';

/** What every module's service gets: passed explicitly, so tests can build an app with their own pieces. */
export type AppDeps = {
  config: Config;
  db: Db;
  jwt: JwtSigner;
  sessions: SessionCache;
  /** Queues a mail in a transaction of its own (callers without one); delivery happens in the background. */
  mailer: Mailer;
  mediaUrls: MediaUrlSigner;
  displaySearchCache: DisplaySearchCache;
  /** The durable job queue: `jobs.enqueue(tx, kind, payload)` inside the transaction of the change. */
  jobs: JobQueue;
  /** `mailQueue.enqueue(tx, mail)`: a mail that is sent only if the caller's transaction commits. */
  mailQueue: MailQueue;
  /** The abuse limits (login failures, mail, requests per client), counted in the database for every instance. */
  rateLimits: RateLimits;
};
