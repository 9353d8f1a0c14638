import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { migrationsFolder } from '../lib/runtime-paths.ts';
import { assertStorageKey, storageFor } from '../storage/storage.ts';
import { BackupError, type Installation } from './backup.ts';
import { type Manifest, backupFormat, manifestName, manifestSchema, storagePrefix } from './manifest.ts';
import { type SqlSession, knownMigrations, migrationLevel, openSqlSession } from './sql-session.ts';
import { loadTable, restoreSequences, setTriggers, tablesInOrder, tablesWithData, truncateAll } from './tables.ts';
import { type TarEntry, readTar } from './tar.ts';

function entries(file: string) {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  // pipe() does not pass a read error on: the reader of the tar entries gets it this way.
  source.on('error', (error) => gunzip.destroy(error));
  return readTar(source.pipe(gunzip));
}

async function readAll(entry: TarEntry): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of entry.body) parts.push(part);
  return Buffer.concat(parts);
}

/** Pass one: reads the whole archive, checks every file against the manifest and answers the manifest. */
export async function verifyArchive(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    for await (const entry of entries(file)) {
      if (entry.name === manifestName) {
        manifestText = (await readAll(entry)).toString('utf8');
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      for await (const part of entry.body) {
        hash.update(part);
        size += part.length;
      }
      seen.set(entry.name, { size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    throw new BackupError(`${file} is not a readable Plakat backup: ${(error as Error).message}`);
  }
  let manifest: Manifest;
  try {
    const json = JSON.parse(manifestText ?? 'null');
    if (json?.format !== backupFormat) throw new Error('no Plakat manifest');
    manifest = manifestSchema.parse(json);
  } catch (error) {
    throw new BackupError(`${file} is not a Plakat backup (${(error as Error).message}).`);
  }
  for (const expected of manifest.files) {
    const actual = seen.get(expected.path);
    if (!actual) throw new BackupError(`The backup is incomplete: ${expected.path} is missing.`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new BackupError(`The backup is damaged: ${expected.path} does not match its checksum.`);
  }
  if (seen.size !== manifest.files.length) throw new BackupError('The backup holds files its manifest does not list.');
  return manifest;
}

/** A copy of the migrations folder with only the first `count` migrations in its journal. */
async function migrationsUpTo(count: number, work: string): Promise<string> {
  const folder = path.join(work, 'migrations');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** Refuses a storage that holds any file: a restore never overwrites one. */
async function checkStorageEmpty(installation: Installation) {
  for await (const { key } of storageFor(installation).list()) {
    throw new BackupError(
      `The target's file storage is not empty (${key}, in ${installation.s3 ? `S3 bucket ${installation.s3.bucket}` : 'DATA_DIR/storage'}). A restore never overwrites files: use an empty storage.`,
    );
  }
}

/** This version must know every migration the backup's database had. */
function checkMigrationsKnown(manifest: Manifest) {
  const backupLevel = manifest.database.migrations;
  if (knownMigrations()[backupLevel.applied - 1]?.when !== backupLevel.when)
    throw new BackupError(
      `The backup was made by Plakat ${manifest.appVersion} with database migration ${backupLevel.tag}, which this version does not know: restore it with that version or a newer one.`,
    );
}

/** Refuses a database that is not empty, or that a newer version than the backup's already migrated. */
async function checkDatabaseEmpty(sql: SqlSession, manifest: Manifest) {
  const backupLevel = manifest.database.migrations;
  const level = await migrationLevel(sql);
  if (level.newer || level.applied > backupLevel.applied)
    throw new BackupError(
      'The target database was already set up by a newer Plakat version than the backup: restore into a new, empty database (or DATA_DIR) and start this version on it afterwards.',
    );
  const filled = level.applied > 0 ? await tablesWithData(sql) : [];
  if (filled.length > 0)
    throw new BackupError(
      `The target installation is not empty (rows in ${filled.join(', ')}). A restore never overwrites data: restore into a new database (or an empty DATA_DIR), or drop and re-create this one first.`,
    );
}

/** Pass two: stored files go into the storage, the table dumps into `work` for the database load. */
async function extract(file: string, manifest: Manifest, installation: Installation, work: string) {
  const expected = new Map(manifest.files.map((f) => [f.path, f.sha256]));
  const storage = storageFor(installation);
  for await (const entry of entries(file)) {
    if (entry.name === manifestName) continue;
    const isStored = entry.name.startsWith(storagePrefix);
    const key = entry.name.slice(storagePrefix.length);
    if (isStored) assertStorageKey(key);
    const target = path.join(work, isStored ? 'upload' : path.basename(entry.name));
    const hash = createHash('sha256');
    await pipeline(
      entry.body,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const part of source) {
          hash.update(part);
          yield part;
        }
      },
      createWriteStream(target),
    );
    if (hash.digest('hex') !== expected.get(entry.name))
      throw new BackupError(`${entry.name} changed since the archive was checked; nothing more was restored.`);
    if (isStored) await storage.putFile(key, target);
  }
}

/** After migrating to the backup's level the target must have exactly the backup's tables. */
async function checkTables(sql: SqlSession, manifest: Manifest): Promise<string[]> {
  const tables = await tablesInOrder(sql);
  const inBackup = manifest.database.tables.map((t) => t.name);
  if ([...tables].sort().join() !== [...inBackup].sort().join())
    throw new BackupError(`The database's tables (${tables.join(', ')}) are not those of the backup.`);
  return tables;
}

async function loadDatabase(sql: SqlSession, manifest: Manifest, tables: string[], work: string) {
  await sql.query('BEGIN');
  try {
    await truncateAll(sql, tables);
    await setTriggers(sql, tables, false);
    for (const table of manifest.database.tables) {
      const rows = await loadTable(sql, table.name, path.join(work, path.basename(table.file)));
      if (rows !== table.rows) throw new BackupError(`${table.name}: ${rows} rows read instead of ${table.rows}.`);
    }
    await setTriggers(sql, tables, true);
    await restoreSequences(sql, manifest.database.sequences);
    await sql.query('COMMIT');
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * Restores a backup archive into an empty installation: checks the archive, migrates the target to the backup's
 * migration level, puts the stored files back, loads every table in one transaction, then applies this version's
 * remaining migrations (as a start would).
 */
export async function restoreBackup(installation: Installation, file: string): Promise<Manifest> {
  const manifest = await verifyArchive(file);
  checkMigrationsKnown(manifest);
  await checkStorageEmpty(installation);
  const work = await mkdtemp(path.join(os.tmpdir(), 'plakat-restore-'));
  const sql = await openSqlSession(installation, { create: true });
  try {
    await checkDatabaseEmpty(sql, manifest);
    try {
      await sql.migrate(await migrationsUpTo(manifest.database.migrations.applied, work));
      const tables = await checkTables(sql, manifest);
      await mkdir(path.join(work, 'files'));
      await extract(file, manifest, installation, path.join(work, 'files'));
      await loadDatabase(sql, manifest, tables, path.join(work, 'files'));
      await sql.migrate();
    } catch (error) {
      throw new BackupError(
        `The restore failed: ${(error as Error).message}\nThe target may now hold part of the backup: empty it (a new database or DATA_DIR, an empty storage) before you try again.`,
        { cause: error },
      );
    }
    return manifest;
  } finally {
    await sql.close();
    await rm(work, { recursive: true, force: true });
  }
}
