import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { raisedLimits } from '../../test/helper.ts';
import { closedPort, openTestDatabase, silentServer, switchableDatabase } from '../../test/outage.ts';
import type { Core } from '../../core.ts';
import { readiness } from './service.ts';

describe('health endpoints', () => {
  let real: Database;
  let outage: ReturnType<typeof switchableDatabase>;
  let app: FastifyInstance & { deps: Core };

  beforeAll(async () => {
    real = await openTestDatabase();
    outage = switchableDatabase(real);
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'plakat-health-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
      ...raisedLimits,
    });
    app = await buildApp({ config, database: outage.database, mailTransport: { send: async () => {} }, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    outage.restore();
    await app.close();
    await real.close();
  });

  it('live answers without a session and without touching the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 200 while the database and the storage work', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok' },
      queue: { depth: expect.any(Number), failed: expect.any(Number), oldestPendingSeconds: expect.any(Number) },
    });
  });

  it('ready answers 503 with Retry-After while the database refuses connections, and 200 again after', async () => {
    outage.cutOff(`postgres://plakat@127.0.0.1:${await closedPort()}/plakat`);
    try {
      for (const live of [false, true]) {
        const res = await app.inject({ method: 'GET', url: `/api/health${live ? '' : '/ready'}?lang=de` });
        if (live) {
          expect(res.statusCode).toBe(200);
          continue;
        }
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          status: 'unavailable',
          checks: { database: 'unavailable', storage: 'ok' },
          queue: null,
          message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
        });
      }
    } finally {
      outage.restore();
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('ready gives up on a database that never answers after its own short deadline', async () => {
    const silent = await silentServer();
    outage.cutOff(`postgres://plakat@127.0.0.1:${silent.port}/plakat`, 3);
    try {
      const started = Date.now();
      const result = await readiness(app.deps, 300);
      expect(result).toEqual({ ready: false, checks: { database: 'unavailable', storage: 'ok' }, queue: null });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      outage.restore();
      await silent.close();
    }
  });

  it('ready reports a storage folder that cannot be written', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-health-'));
    // A file where the storage folder belongs: not writable for anyone, root included.
    writeFileSync(path.join(dataDir, 'storage'), 'not a folder');
    const config = { ...app.deps.config, dataDir };
    expect(await readiness({ db: app.deps.db, config })).toEqual({
      ready: false,
      checks: { database: 'ok', storage: 'unavailable' },
      queue: { depth: expect.any(Number), failed: expect.any(Number), oldestPendingSeconds: expect.any(Number) },
    });
  });
});
