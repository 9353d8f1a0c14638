import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('app shell', () => {
  it('answers unknown API routes with a translated 404 and serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?lang=de' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Diese Adresse gibt es nicht.' });
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
  });
});
