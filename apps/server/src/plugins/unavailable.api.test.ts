import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Core } from '../core.ts';
import { createLoggedInUser } from '../test/factories.ts';
import { bearer, raisedLimits } from '../test/helper.ts';
import { closedPort, openTestDatabase, silentServer, switchableDatabase } from '../test/outage.ts';

describe('while the database cannot be reached', () => {
  let real: Database;
  let outage: ReturnType<typeof switchableDatabase>;
  let app: FastifyInstance & { deps: Core };
  let token: string;

  beforeAll(async () => {
    real = await openTestDatabase();
    outage = switchableDatabase(real);
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'plakat-outage-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
      ...raisedLimits,
    });
    app = await buildApp({ config, database: outage.database, mailTransport: { send: async () => {} }, logger: false });
    await app.ready();
    ({ accessToken: token } = await createLoggedInUser(app.deps));
  });
  afterAll(async () => {
    outage.restore();
    await app.close();
    await real.close();
  });

  // The departments list reads the database on every call (the profile and the session can come from a cache).
  const departments = (lang = 'en') =>
    app.inject({ method: 'GET', url: `/api/departments?lang=${lang}`, headers: bearer(token) });

  it('answers 503 with Retry-After and a translated message at once when connections are refused', async () => {
    expect((await departments()).statusCode).toBe(200);
    outage.cutOff(`postgres://plakat@127.0.0.1:${await closedPort()}/plakat`);
    try {
      const started = Date.now();
      const res = await departments();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: 'The service is unavailable for a moment. Please try again shortly.' });
      expect(Date.now() - started).toBeLessThan(3000);
      const de = await departments('de');
      expect(de.statusCode).toBe(503);
      expect(de.json().message).toBe(
        'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
      );
      // Liveness needs no database.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      outage.restore();
    }
    expect((await departments()).statusCode).toBe(200);
  });

  it('answers 503 within the connect timeout when the database accepts connections but never answers', async () => {
    const silent = await silentServer();
    outage.cutOff(`postgres://plakat@127.0.0.1:${silent.port}/plakat`, 1);
    try {
      const started = Date.now();
      const res = await departments();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(5000);
    } finally {
      outage.restore();
      await silent.close();
    }
    expect((await departments()).statusCode).toBe(200);
  });
});
