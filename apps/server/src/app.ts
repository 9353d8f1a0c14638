import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { limits } from '@plakat/shared';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { poolSettings } from './db/pool.ts';
import { syncLookups } from './db/reference/sync-lookups.ts';
import { createJwtSigner } from './lib/jwt.ts';
import { createRateLimits, registerRequestLimit } from './limits/index.ts';
import { createJobQueue } from './jobs/queue.ts';
import { type JobRunner, type JobRunnerOptions, createJobRunner } from './jobs/runner.ts';
import { mailBackground } from './mail/background.ts';
import { createMailQueue } from './mail/mail-queue.ts';
import { type MailTransport, createMailTransport } from './mail/mailer.ts';
import { authJobHandlers, sessionCacheFor } from './modules/auth/index.ts';
import { createMediaUrlSigner, displaySearchCacheFor } from './modules/displays/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerWeb } from './plugins/web.ts';
import { registerRoutes } from './modules/routes.ts';
import type { AppDeps } from './modules/deps.ts';

export type BuildOptions = {
  config: Config;
  database?: Database;
  /** Where the mail queue's worker delivers mails; default SMTP or .eml files (mail/mailer.ts). */
  mailTransport?: MailTransport;
  logger?: boolean;
  /** Worker settings (tests: short backoff, fast polling). */
  jobs?: JobRunnerOptions;
  /** How long app.close() lets running jobs finish before it releases them to other instances; default 10 s. */
  jobStopDeadlineMs?: number;
};

export type App = FastifyInstance & { deps: AppDeps; jobRunner: JobRunner };

/** Builds the whole app without listening, for main.ts and for tests (`app.inject`). */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    // One log line per request costs a fifth of the throughput; it is there at LOG_LEVEL=debug or trace.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    bodyLimit: limits.jsonBodyBytes,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Only behind a reverse proxy may X-Forwarded-For name the client (the per-IP login limit depends on it).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pool: poolSettings(config, app.log),
    }));
  await syncLookups(database.db);
  const jobQueue = createJobQueue(database.db);
  const mailQueue = createMailQueue(jobQueue, { maxAttempts: config.mailMaxAttempts });
  const deps: AppDeps = {
    config,
    db: database.db,
    jwt: createJwtSigner(config.jwtSecret),
    sessions: await sessionCacheFor(database),
    mediaUrls: createMediaUrlSigner(config.jwtSecret),
    displaySearchCache: await displaySearchCacheFor(database, config.searchCacheRows),
    mailer: mailQueue,
    mailQueue,
    jobs: jobQueue,
    rateLimits: createRateLimits(database.db, config.rateLimits, {
      onSyncError: (error) => app.log.warn({ err: error }, 'request limit count not stored'),
    }),
  };
  // Not started here: main.ts starts it once the server listens; tests run jobs when they choose.
  const transport =
    opts.mailTransport ??
    createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      production: config.production,
      log: app.log,
    });
  const jobRunner = createJobRunner({
    db: database.db,
    queue: jobQueue,
    config,
    log: app.log,
    worker: { leaseMs: config.jobLease * 1000, ...opts.jobs },
    work: [
      mailBackground({ db: database.db, queue: jobQueue, transport, publicUrl: config.publicUrl, log: app.log }),
      { handlers: authJobHandlers(deps) },
    ],
  });
  app.decorate('deps', deps);
  app.decorate('jobRunner', jobRunner);
  app.addHook('onClose', async () => {
    await jobRunner.stop(opts.jobStopDeadlineMs ?? 10_000);
    if (!opts.database) await database.close();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  if (deps.rateLimits.requests) registerRequestLimit(app, deps.rateLimits.requests);
  registerAuth(app, deps);
  registerTextGuard(app);
  await registerOpenApi(app);
  await app.register(async (api) => registerRoutes(api, deps), { prefix: '/api' });
  await registerWeb(app, config);
  return app as unknown as App;
}
