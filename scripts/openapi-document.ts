/**
 * The server's OpenAPI document without a running server: the app is built without listening, on an in-memory PGlite
 * database and a temporary data folder, and asked for its document (`app.swagger()`). Used by gen-api-types.ts (the
 * web client's types) and lint-openapi.ts (redocly lint).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

export async function openApiDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-openapi-app-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'api-types-generation-only-secret-0123456789',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
    });
    const database = await openDatabase({ pglite: await PGlite.create({ extensions: { pg_trgm } }) });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
