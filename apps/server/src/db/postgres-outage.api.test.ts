import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Core } from '../core.ts';
import { createLoggedInUser } from '../test/factories.ts';
import { bearer, raisedLimits } from '../test/helper.ts';
import { tcpProxy } from '../test/outage.ts';
import { type Database, openDatabase } from './client.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * The real PostgreSQL server behind a TCP proxy that the test cuts: the pool loses its idle connections (the process
 * must survive that), requests answer 503 while the database is away and work again once it is back, without a
 * restart. PGlite has no connections to lose, so this runs only with DATABASE_URL (CI runs the API tests twice).
 */
describe.skipIf(!databaseUrl)('PostgreSQL connection loss', () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let database: Database;
  let app: FastifyInstance & { deps: Core };
  let token: string;
  const idleErrors: Error[] = [];

  beforeAll(async () => {
    const url = new URL(databaseUrl as string);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: url.toString(),
      pool: { connectTimeoutSeconds: 2, statementTimeoutSeconds: 5, onIdleConnectionError: (e) => idleErrors.push(e) },
    });
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'plakat-pg-outage-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
      ...raisedLimits,
    });
    app = await buildApp({ config, database, mailTransport: { send: async () => {} }, logger: false });
    await app.ready();
    ({ accessToken: token } = await createLoggedInUser(app.deps));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
  });

  const departments = () => app.inject({ method: 'GET', url: '/api/departments', headers: bearer(token) });
  const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

  it('survives losing its idle connections, answers 503 while the database is away and 200 once it is back', async () => {
    // Several requests at once leave several idle connections in the pool.
    const before = await Promise.all(Array.from({ length: 4 }, departments));
    expect(before.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(proxy.connections).toBeGreaterThan(0);

    await proxy.drop();
    await expect.poll(() => idleErrors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(idleErrors[0].message).toMatch(/terminated/i);

    const started = Date.now();
    const during = await departments();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json().message).toMatch(/unavailable/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await ready()).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.resume();
    expect((await departments()).statusCode).toBe(200);
    expect((await ready()).json()).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });
});
