import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Events } from './events/index.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { BackgroundWork } from './jobs/runner.ts';
import type { JwtSigner } from './lib/jwt.ts';
import type { RateLimits } from './limits/index.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/storage.ts';

/**
 * The infrastructure app.ts hands every context's factory, passed explicitly so tests can build an app with their
 * own pieces. It never holds a context's objects: a context that needs one of another (the session cache, say) gets
 * it from app.ts through its factory, so a new context adds nothing here.
 */
export type Core = {
  config: Config;
  db: Db;
  /** The connection behind `db`: on PGlite it announces changes at their commit, which caches listen to. */
  database: Database;
  /** Where uploaded files live (DATA_DIR/storage or the S3 bucket). */
  storage: FileStorage;
  jwt: JwtSigner;
  /** Queues a mail in a transaction of its own (callers without one); delivery happens in the background. */
  mailer: Mailer;
  /** `mailQueue.enqueue(tx, mail)`: a mail that is sent only if the caller's transaction commits. */
  mailQueue: MailQueue;
  /** The durable job queue: `jobs.enqueue(tx, kind, payload)` inside the transaction of the change. */
  jobs: JobQueue;
  /**
   * Events after commit: `events.publishAfterCommit(tx, channel, payload)` reaches `events.subscribe(channel, ...)` on
   * every instance once the transaction commits (src/events).
   */
  events: Events;
  /** The abuse limits (login failures, mail, requests per client), counted in the database for every instance. */
  rateLimits: RateLimits;
  log: FastifyBaseLogger;
};

/** What a context's factory (`createDisplays(core)`) answers app.ts, besides the few objects others need of it. */
export type ContextParts = {
  /** Registers the context's routes; app.ts mounts every context's under /api. */
  routes: (api: FastifyInstance) => Promise<void>;
  /** The job kinds and schedules the context runs in the background. */
  background?: BackgroundWork;
};
