/**
 * Writes a backup archive: the database, every stored file and a manifest with checksums (see backup/backup.ts).
 *
 *   npm run backup -- --out plakat-2026-11-23.tar.gz        (compiled: node apps/server/dist/backup.js --out FILE)
 *   --out -   writes the archive to standard output (`docker compose exec -T app node ... --out - > file`)
 *
 * Uses the same configuration as the server (DATABASE_URL or DATA_DIR, S3_* for the storage). On PostgreSQL it may
 * run while Plakat runs (the tables are read in one snapshot); the embedded PGlite database must be stopped first.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, createBackup } from '../backup/backup.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { defaultWebDist } from '../lib/runtime-paths.ts';

const usage = 'Usage: npm run backup -- --out <file.tar.gz | ->';

const inside = (file: string, folder: string) => !path.relative(folder, file).startsWith('..');

async function main(argv: string[]) {
  let values: { out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) return console.log(usage);
  if (!values.out) throw new BackupError(`--out is required.\n${usage}`);
  const config = loadConfig();
  const say = (line: string) => (values.out === '-' ? console.error(line) : console.log(line));

  if (values.out === '-') {
    if (process.stdout.isTTY)
      throw new BackupError('Refusing to write an archive to a terminal: redirect it to a file.');
    const manifest = await createBackup(config, process.stdout);
    return say(summary(manifest));
  }
  // npm runs scripts in the package folder; a relative path means the folder the command was typed in.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  if (existsSync(file))
    throw new BackupError(`${file} already exists: choose a new name (backups are never overwritten).`);
  // Files there are served (the web app) or would be stored and served as media, and end up in the next backup.
  for (const folder of [path.resolve(config.webDist ?? defaultWebDist), path.join(config.dataDir, 'storage')]) {
    if (inside(file, folder)) throw new BackupError(`Refusing to write a backup inside ${folder}.`);
  }
  const partial = `${file}.partial`;
  try {
    const manifest = await createBackup(config, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    say(`${summary(manifest)}\nWritten to ${file}`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

function summary(m: Awaited<ReturnType<typeof createBackup>>) {
  const rows = m.database.tables.reduce((sum, t) => sum + t.rows, 0);
  return `Backup of Plakat ${m.appVersion} (database migration ${m.database.migrations.tag}): ${m.database.tables.length} tables with ${rows} rows, ${m.storage.files} stored files (${m.storage.bytes} bytes).`;
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
