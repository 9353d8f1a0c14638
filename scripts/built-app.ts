/**
 * The server's app built without listening, on an in-memory PGlite database and a temporary data folder, for the
 * scripts that read what the app declares: its OpenAPI document (openapi-document.ts) and its route table of access
 * (permissions-doc.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../apps/server/src/db/pglite-extensions.ts';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

export async function withBuiltApp<T>(read: (app: App) => T | Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-built-app-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'generation-only-secret-0123456789-abcdefgh',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
    });
    const database = await openDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      return await read(app);
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
