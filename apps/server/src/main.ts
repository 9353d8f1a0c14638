import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { gracefulShutdown } from './shutdown.ts';
import { removeOwnTempDir, storageFor, sweepTempDir } from './storage/storage.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Jobs get what is left of the shutdown's grace period after the requests drained (see shutdown.ts).
  const app = await buildApp({ config, jobStopDeadlineMs: 4000 });
  // Uploads a killed process left behind (DATA_DIR/tmp) are removed before this one accepts any.
  const swept = await sweepTempDir(config);
  if (swept > 0) app.log.info({ files: swept }, 'removed temporary upload files of an earlier process');
  const seeded = config.production ? null : await seedDemoData(app.deps.db, { storage: storageFor(config) });
  await app.listen({ port: config.port, host: config.host });
  if (process.pid === 1) {
    // The kernel ignores the SIGKILL that PID 1 sends itself: the shutdown deadline could not end a blocked exit.
    app.log.warn(
      'running as PID 1: start the server under an init (docker run --init, tini) so a shutdown always ends',
    );
  }
  app.jobRunner.start();
  const lines = [`Plakat is running on ${config.publicUrl}`, `API reference: ${config.publicUrl}/api/docs`];
  if (seeded) {
    lines.push(
      seeded.created
        ? 'Demo data created. Demo logins (password: plakat-demo):'
        : 'Demo logins (password: plakat-demo):',
    );
    for (const login of seeded.logins) lines.push(`  ${login.email.padEnd(28)} ${login.description}`);
  }
  if (!config.smtpUrl)
    lines.push(`Mails are saved as .eml files in ${config.dataDir}/mail (set SMTP_URL to send them).`);
  console.log(`\n${lines.join('\n')}\n`);
  const shutdown = gracefulShutdown(app, {
    timeoutMs: config.shutdownTimeout * 1000,
    log: app.log,
    cleanup: () => removeOwnTempDir(config),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
