import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/helper.ts';
import { immutableAssets, revalidate } from './web.ts';

/** A build folder with the web app's page and the player's (apps/player builds into dist/player). */
function fakeDist() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'plakat-web-player-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'player', 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Plakat</title><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'player', 'index.html'),
    '<!doctype html><title>Plakat Player</title><main id="player"></main><script type="module" src="/player/assets/main-Ab1.js"></script>',
  );
  writeFileSync(path.join(dist, 'player', 'assets', 'main-Ab1.js'), 'export{};');
  writeFileSync(path.join(dist, 'player', 'sw.js'), 'self.addEventListener("fetch",()=>{});');
  return dist;
}

describe('the web player under /player', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: fakeDist() });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the player page at /player/ and for any path below it, revalidated, with its own CSP', async () => {
    for (const url of ['/player/', '/player/anything?lang=de']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('Plakat Player');
      expect(page.headers['cache-control']).toBe(revalidate);
      expect(page.headers['content-security-policy']).toContain("media-src 'self' data: blob:");
    }
  });

  it('redirects /player to /player/ keeping the token of the mail link', async () => {
    const answer = await get('/player?token=abc');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/player/?token=abc');
  });

  it('caches the hashed assets for a year and the service worker not at all, and 404s a missing asset', async () => {
    expect((await get('/player/assets/main-Ab1.js')).headers['cache-control']).toBe(immutableAssets);
    const worker = await get('/player/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe(revalidate);
    expect((await get('/player/assets/gone-Zz9.js')).statusCode).toBe(404);
  });

  it('leaves the web app its own page', async () => {
    const page = await get('/dashboard');
    expect(page.body).toContain('<div id="root">');
  });
});
