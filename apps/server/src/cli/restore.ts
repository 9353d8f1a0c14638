/**
 * Restores a backup archive (npm run backup) into an empty installation, then applies this version's migrations.
 *
 *   npm run restore -- plakat-2026-11-23.tar.gz             (compiled: node apps/server/dist/restore.js FILE)
 *
 * The target is the configured one (DATABASE_URL or DATA_DIR, S3_* for the storage); it must hold no data and no
 * stored files. Stop Plakat while restoring, and start it afterwards.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup.ts';
import { restoreBackup } from '../backup/restore.ts';
import { ConfigError, loadConfig } from '../config.ts';

const usage = 'Usage: npm run restore -- <file.tar.gz>';

async function main(argv: string[]) {
  let parsed: { values: { help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${usage}`);
  }
  if (parsed.values.help) return console.log(usage);
  if (parsed.positionals.length !== 1) throw new BackupError(usage);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0]);
  const config = loadConfig();
  const m = await restoreBackup(config, file);
  const rows = m.database.tables.reduce((sum, t) => sum + t.rows, 0);
  const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `${config.dataDir}/db`;
  console.log(
    `Restored the backup of ${m.createdAt} (Plakat ${m.appVersion}) into ${where}: ${rows} rows in ${m.database.tables.length} tables, ${m.storage.files} stored files. Start Plakat as usual.`,
  );
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
