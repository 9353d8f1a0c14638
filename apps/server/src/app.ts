import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { limits } from '@plakat/shared';
import type { Config } from './config.ts';
import type { ContextParts, Core } from './core.ts';
import { type Database, openDatabase } from './db/client.ts';
import { poolSettings } from './db/pool.ts';
import { syncLookups } from './db/reference/sync-lookups.ts';
import { createEvents, eventTicketRoutes } from './events/index.ts';
import { createJobQueue } from './jobs/queue.ts';
import { type JobRunner, type JobRunnerOptions, createJobRunner } from './jobs/runner.ts';
import { createJwtSigner } from './lib/jwt.ts';
import { registerSseShutdown } from './lib/sse.ts';
import { createRateLimits, registerRequestLimit } from './limits/index.ts';
import { mailBackground } from './mail/background.ts';
import { createMailQueue } from './mail/mail-queue.ts';
import { type MailTransport, createMailTransport } from './mail/mailer.ts';
import { createAuth } from './modules/auth/index.ts';
import { createDisplays, partnerShares } from './modules/displays/index.ts';
import { createEditor } from './modules/editor/index.ts';
import { createPlayer } from './modules/player/index.ts';
import { createHealth } from './modules/health/index.ts';
import { createLookups } from './modules/lookups/index.ts';
import { createNotifications } from './modules/notifications/index.ts';
import { createMediaPool } from './modules/media-pool/index.ts';
import { createPartners } from './modules/partners/index.ts';
import { createRegistration } from './modules/registration/index.ts';
import { createRoles } from './modules/roles/index.ts';
import { createSuperpanel } from './modules/superpanel/index.ts';
import { createUsers } from './modules/users/index.ts';
import { loginAudiences, registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerWeb } from './plugins/web.ts';
import { storageFor } from './storage/storage.ts';

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

/**
 * Every context of the app, built from the core; their routes are mounted under /api in this order. A new context is
 * one line here. A context that needs another's object gets it here, as its factory's second argument.
 */
async function createContexts(core: Core) {
  const displays = await createDisplays(core);
  const auth = await createAuth(core);
  return {
    auth,
    users: await createUsers(core),
    roles: createRoles(core),
    lookups: createLookups(core),
    registration: createRegistration(core),
    superpanel: createSuperpanel(core),
    displays,
    partners: createPartners(core, {
      shareRowsOf: displays.shareRowsOf,
      displayViews: displays.forPartners,
      partnerShares,
    }),
    health: createHealth(core),
    mediaPool: await createMediaPool(core),
    editor: createEditor(core),
    player: createPlayer(core, { displays: displays.forPlayer }),
    notifications: await createNotifications(core, { sessions: auth.sessions }),
  } satisfies Record<string, ContextParts>;
}
export type Contexts = Awaited<ReturnType<typeof createContexts>>;

/** `deps` is the core every context got; `contexts` what their factories answered (tests read caches there). */
export type App = FastifyInstance & { deps: Core; contexts: Contexts; jobRunner: JobRunner };

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
  const events = await createEvents(database, app.log, config.jwtSecret);
  const core: Core = {
    config,
    db: database.db,
    database,
    storage: storageFor(config),
    jwt: createJwtSigner(config.jwtSecret),
    mailer: mailQueue,
    mailQueue,
    jobs: jobQueue,
    events,
    rateLimits: createRateLimits(database.db, config.rateLimits, {
      onSyncError: (error) => app.log.warn({ err: error }, 'request limit count not stored'),
    }),
    log: app.log,
  };
  // The LISTEN connection would keep a process whose start failed alive.
  const contexts = await createContexts(core).catch(async (error) => {
    await events.close();
    throw error;
  });
  const transport =
    opts.mailTransport ??
    createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      production: config.production,
      log: app.log,
    });
  // Not started here: main.ts starts it once the server listens; tests run jobs when they choose.
  const jobRunner = createJobRunner({
    db: database.db,
    queue: jobQueue,
    config,
    log: app.log,
    worker: { leaseMs: config.jobLease * 1000, ...opts.jobs },
    work: [
      mailBackground({ db: database.db, queue: jobQueue, transport, publicUrl: config.publicUrl, log: app.log }),
      ...Object.values(contexts).flatMap((context: ContextParts) => (context.background ? [context.background] : [])),
    ],
  });
  app.decorate('deps', core);
  app.decorate('contexts', contexts);
  app.decorate('jobRunner', jobRunner);
  app.addHook('onClose', async () => {
    await jobRunner.stop(opts.jobStopDeadlineMs ?? 10_000);
    await events.close();
    if (!opts.database) await database.close();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  if (core.rateLimits.requests) registerRequestLimit(app, core.rateLimits.requests);
  registerAuth(app, {
    ...loginAudiences({ jwt: core.jwt, sessions: contexts.auth.sessions }),
    player: contexts.player.authenticate,
  });
  registerTextGuard(app);
  registerSseShutdown(app);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await eventTicketRoutes(api, events.tickets);
      for (const context of Object.values(contexts) as ContextParts[]) await context.routes(api);
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config);
  return app as unknown as App;
}
