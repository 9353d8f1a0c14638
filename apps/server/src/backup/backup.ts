import { type Hash, createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { S3StorageConfig } from '../storage/s3-storage.ts';
import { assertStorageKey, storageFor } from '../storage/storage.ts';
import {
  type Manifest,
  appVersion,
  backupFormat,
  backupFormatVersion,
  databasePath,
  manifestName,
  storagePrefix,
} from './manifest.ts';
import { BackupError, type DatabaseTarget, knownMigrations, migrationLevel, openSqlSession } from './sql-session.ts';
import { type TableDump, dumpTable, sequenceStates, tablesInOrder } from './tables.ts';
import { tarWriter } from './tar.ts';

export { BackupError };

export type Installation = DatabaseTarget & { s3?: S3StorageConfig };

function isStorageKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}

async function* hashed(source: AsyncIterable<Buffer>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}

/** Dumps every table in one snapshot (REPEATABLE READ), so the tables agree with each other even while the app runs. */
async function dumpDatabase(installation: Installation, work: string) {
  const sql = await openSqlSession(installation, { create: false });
  try {
    const level = await migrationLevel(sql);
    if (level.newer)
      throw new BackupError('The database was migrated by a newer Plakat version: back it up with that version.');
    if (level.applied === 0)
      throw new BackupError('The database has no Plakat tables yet: there is nothing to back up.');
    const migration = knownMigrations()[level.applied - 1];
    await sql.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const tables: TableDump[] = [];
      for (const [index, name] of (await tablesInOrder(sql)).entries()) {
        const file = databasePath(index, name);
        tables.push({ name, file, rows: await dumpTable(sql, name, path.join(work, path.basename(file))) });
      }
      const sequences = await sequenceStates(sql);
      return { source: sql.kind, migrations: { applied: level.applied, ...migration }, tables, sequences };
    } finally {
      await sql.query('COMMIT');
    }
  } finally {
    await sql.close();
  }
}

/**
 * Writes one gzipped tar archive to `out`: the database (a logical dump, see tables.ts), every stored file (local
 * disk or S3) and manifest.json last. The database is read first: a file uploaded later is left out or kept as an
 * unreferenced extra, never referenced and missing; only a file deleted while the backup runs can fail it.
 */
export async function createBackup(installation: Installation, out: Writable): Promise<Manifest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'plakat-backup-'));
  try {
    const database = await dumpDatabase(installation, work);
    const gzip = createGzip();
    const written = pipeline(gzip, out);
    // An early failure of the output (disk full) ends the writing below instead of leaving it waiting for 'drain'.
    written.catch(() => gzip.destroy());
    const tar = tarWriter(gzip);
    const files: Manifest['files'] = [];
    const add = async (name: string, size: number, data: AsyncIterable<Buffer>) => {
      const hash = createHash('sha256');
      await tar.add(name, size, hashed(data, hash));
      files.push({ path: name, size, sha256: hash.digest('hex') });
    };
    for (const table of database.tables) {
      const file = path.join(work, path.basename(table.file));
      await add(table.file, (await stat(file)).size, createReadStream(file));
    }
    const storage = storageFor(installation);
    let bytes = 0;
    for await (const { key, size } of storage.list()) {
      if (!isStorageKey(key)) continue; // another application's object in the same bucket
      await add(`${storagePrefix}${key}`, size, storage.read(key)).catch((error: Error) => {
        throw new BackupError(`Could not read the stored file ${key} (${error.message}); run the backup again.`);
      });
      bytes += size;
    }
    const manifest: Manifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database,
      storage: { source: installation.s3 ? 's3' : 'disk', files: files.length - database.tables.length, bytes },
      files,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await tar.add(manifestName, text.length, text);
    await tar.finish();
    await written;
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
