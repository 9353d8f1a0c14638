import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { limits } from '@plakat/shared';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { poolSettings } from './db/pool.ts';
import { syncLookups } from './db/reference/sync-lookups.ts';
import { createJwtSigner } from './lib/jwt.ts';
import { type Mailer, createMailer } from './mail/mailer.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createMediaUrlSigner } from './modules/display-media/signed-urls.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';
import { registerRoutes } from './modules/routes.ts';
import type { AppDeps } from './modules/deps.ts';
import { displaySearchCacheFor } from './modules/displays/search-cache.ts';

export type BuildOptions = { config: Config; database?: Database; mailer?: Mailer; logger?: boolean };

/** Builds the whole app without listening, for main.ts and for tests (`app.inject`). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance & { deps: AppDeps }> {
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
  const deps: AppDeps = {
    config,
    db: database.db,
    jwt: createJwtSigner(config.jwtSecret),
    sessions: createSessionCache(database.db),
    mediaUrls: createMediaUrlSigner(config.jwtSecret),
    displaySearchCache: await displaySearchCacheFor(database, config.searchCacheRows),
    mailer:
      opts.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    if (!opts.database) await database.close();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerAuth(app, deps);
  await registerOpenApi(app);
  await app.register(async (api) => registerRoutes(api, deps), { prefix: '/api' });
  await registerWeb(app, config);
  return app as unknown as FastifyInstance & { deps: AppDeps };
}
