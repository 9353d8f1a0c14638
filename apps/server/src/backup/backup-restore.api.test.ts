import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { companies, displayMedia, displays, superpanelAdmins, users } from '../db/schema/index.ts';
import { jpegImage, multipart, pngImage } from '../media/test-media.ts';
import { type FileStorage, storageFor } from '../storage/storage.ts';
import {
  companyOf,
  createDisplay,
  createLoggedInUser,
  createSuperpanelAdmin,
  createUser,
  testPassword,
} from '../test/factories.ts';
import { bearer, postgresDatabase } from '../test/helper.ts';
import { type Installation, createBackup } from './backup.ts';
import { restoreBackup, verifyArchive } from './restore.ts';

/**
 * A populated installation (PGlite in DATA_DIR, or with DATABASE_URL a PostgreSQL database of its own) is backed up
 * and restored into a fresh one: the same rows, the same files (checksums), and a working app on top.
 */
const server = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function installation(name: string): Promise<Installation & { env: Record<string, string> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `plakat-${name}-`));
  const postgres = server ? await postgresDatabase(server, true) : null;
  cleanups.push(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
  };
  if (postgres) env.DATABASE_URL = postgres.databaseUrl;
  return { dataDir, databaseUrl: postgres?.databaseUrl, env };
}

/** The app on an installation's own database (PGlite in DATA_DIR/db: app.close() closes it). */
const start = (target: { env: Record<string, string> }, extra: Record<string, string> = {}) =>
  buildApp({ config: loadConfig({ ...target.env, ...extra }), logger: false, mailTransport: { send: async () => {} } });

async function rows(app: App) {
  const db = app.deps.db;
  return {
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    admins: await db.select().from(superpanelAdmins).orderBy(asc(superpanelAdmins.id)),
    displays: await db.select().from(displays).orderBy(asc(displays.id)),
    media: await db.select().from(displayMedia).orderBy(asc(displayMedia.id)),
  };
}

async function checksums(storage: FileStorage) {
  const sums: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const hash = createHash('sha256');
    for await (const chunk of storage.read(key)) hash.update(chunk);
    sums[key] = hash.digest('hex');
  }
  return sums;
}

describe('backup and restore', () => {
  it('a fresh installation restored from a backup has the same companies, users, displays and files', {
    timeout: 120_000,
  }, async () => {
    const source = await installation('source');
    if (!server) {
      // The migrated template of the test run, instead of migrating this data folder from scratch.
      const template = await PGlite.create({
        dataDir: path.join(source.dataDir, 'db'),
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
        extensions: pgliteExtensions,
      });
      await template.close();
    }
    const app = await start(source);
    const owner = await createLoggedInUser(app.deps);
    const colleague = await createUser(app.deps.db, { companyId: companyOf(owner), role: 'editor' });
    await createLoggedInUser(app.deps);
    await createSuperpanelAdmin(app.deps);
    const display = await createDisplay(app.deps.db, companyOf(owner));
    await createDisplay(app.deps.db, companyOf(owner), { status: 'draft', title: 'Entwurf mit Ümlaut' });
    for (const [kind, data, name, type] of [
      ['location', await pngImage(320, 180), 'a.png', 'image/png'],
      ['placeholder', await jpegImage(), 'b.jpg', 'image/jpeg'],
    ] as const) {
      const body = multipart(data, name, type);
      const res = await app.inject({
        method: 'POST',
        url: `/api/displays/${display.id}/media?kind=${kind}`,
        headers: { ...bearer(owner.accessToken), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await rows(app);
    await app.close();
    const files = await checksums(storageFor(source));
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(3); // two uploads and at least one thumbnail

    const archive = path.join(source.dataDir, 'backups', 'plakat.tar.gz');
    mkdirSync(path.dirname(archive));
    const manifest = await createBackup(source, createWriteStream(archive));
    expect(manifest.storage.files).toBe(Object.keys(files).length);
    expect(manifest.database.tables.find((t) => t.name === 'users')?.rows).toBe(before.users.length);

    const target = await installation('target');
    await restoreBackup(target, archive);
    expect(await checksums(storageFor(target))).toEqual(files);

    // The restored app starts on it: the same rows, logins work, identities continue after the restored ones.
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'plakat-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Plakat</title>');
    const restored = await start(target, { WEB_DIST: webDist });
    try {
      expect(await rows(restored)).toEqual(before);
      const login = await restored.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: colleague.email, password: testPassword },
      });
      expect(login.statusCode, login.body).toBe(200);
      const next = await createUser(restored.deps.db);
      expect(next.onlineId).toBe(Math.max(...before.users.map((u) => u.onlineId ?? 0)) + 1);

      // A backup kept in the data folder is not reachable over HTTP by any path.
      await copyFile(archive, path.join(target.dataDir, 'backups.tar.gz'));
      mkdirSync(path.join(target.dataDir, 'backups'));
      await copyFile(archive, path.join(target.dataDir, 'backups', 'plakat.tar.gz'));
      for (const url of [
        '/backups/plakat.tar.gz',
        '/data/backups/plakat.tar.gz',
        '/backups.tar.gz',
        '/../backups/plakat.tar.gz',
        '/%2e%2e/backups/plakat.tar.gz',
        '/assets/..%2f..%2fbackups%2fplakat.tar.gz',
        '/api/../backups/plakat.tar.gz',
        `/api/media/..%2f..%2fbackups%2fplakat.tar.gz`,
        `/storage/../backups/plakat.tar.gz`,
      ]) {
        const res = await restored.inject({ method: 'GET', url });
        expect(res.rawPayload.subarray(0, 2).toString('hex'), url).not.toBe('1f8b');
      }
    } finally {
      await restored.close();
    }

    // Once restored, the installation is no longer empty: a second restore changes nothing.
    await expect(restoreBackup(target, archive)).rejects.toThrow(/file storage is not empty/);
    await rm(path.join(source.dataDir, 'storage'), { recursive: true });
    await expect(restoreBackup(source, archive)).rejects.toThrow(/installation is not empty \(rows in companies, /);
    const withFiles = await installation('files');
    await storageFor(withFiles).putBuffer('left/over.txt', Buffer.from('an earlier file'));
    await expect(restoreBackup(withFiles, archive)).rejects.toThrow(/file storage is not empty \(left\/over.txt/);
    expect(existsSync(path.join(withFiles.dataDir, 'db'))).toBe(false);

    if (server) {
      // The dump is the same for both databases: a PostgreSQL backup restores into the embedded one (and back).
      const local = mkdtempSync(path.join(os.tmpdir(), 'plakat-local-'));
      cleanups.push(() => rm(local, { recursive: true, force: true }));
      await restoreBackup({ dataDir: local }, archive);
      const embedded = await start({
        env: { DATA_DIR: local, LOG_LEVEL: 'silent', JWT_SECRET: source.env.JWT_SECRET },
      });
      try {
        expect(await rows(embedded)).toEqual(before);
      } finally {
        await embedded.close();
      }
    }
  });

  it('checks the whole archive before it writes anything', async () => {
    const target = await installation('damaged');
    const archive = path.join(target.dataDir, 'damaged.tar.gz');
    const bytes = Buffer.from('not a backup at all, just some bytes that gunzip refuses');
    writeFileSync(archive, bytes);
    await expect(restoreBackup(target, archive)).rejects.toThrow(/not a readable Plakat backup/);
    expect(existsSync(path.join(target.dataDir, 'db'))).toBe(false);
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      const tables = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`);
      await client.end();
      expect(tables.rows).toEqual([]);
    }
  });

  it('restores a backup written by an earlier version (fixtures/README.md) and migrates it', async () => {
    const archive = path.join(import.meta.dirname, 'fixtures/backup-0006-own-tar-writer.tar.gz');
    const manifest = await verifyArchive(archive);
    const target = await installation('earlier');
    await restoreBackup(target, archive);
    const stored = manifest.files.filter((file) => file.path.startsWith('storage/'));
    expect(await checksums(storageFor(target))).toEqual(
      Object.fromEntries(stored.map((file) => [file.path.slice('storage/'.length), file.sha256])),
    );
    const restored = await start(target);
    try {
      const { users: restoredUsers, displays: restoredDisplays, media } = await rows(restored);
      expect(restoredUsers).toHaveLength(3);
      expect(restoredDisplays.map((display) => display.title)).toContain('Entwurf mit Ümlaut');
      const keys = media.flatMap((row) => [row.storageKey, row.thumbKey]);
      expect(keys.sort()).toEqual(stored.map((file) => file.path.slice('storage/'.length)).sort());
    } finally {
      await restored.close();
    }
  });
});
