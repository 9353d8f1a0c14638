import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../../scripts/precompress.ts';
import { type TestApp, buildTestApp } from '../test/helper.ts';

const inlineCode = "document.documentElement.dataset.ready='1'";

/** A tiny build folder: an index, one hashed chunk big enough to compress, one too small to, and a public file. */
function fakeDist() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'plakat-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const index = `<!doctype html><html lang="en"><head><title>Plakat</title><meta name="plakat:tile-origin" content="https://{s}.tiles.example.org"><script>${inlineCode}</script><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;
  const chunk = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
  writeFileSync(path.join(dist, 'index.html'), index);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), chunk);
  writeFileSync(path.join(dist, 'assets', 'tiny-XyZ789.js'), 'export{};');
  writeFileSync(path.join(dist, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  return { dist, index, chunk };
}

describe('web app files', () => {
  let t: TestApp;
  let files: ReturnType<typeof fakeDist>;

  beforeAll(async () => {
    files = fakeDist();
    await precompressFolder(files.dist);
    t = await buildTestApp({ WEB_DIST: files.dist });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('precompresses text files at build time, only where it saves bytes', () => {
    for (const file of ['index.html', 'assets/index-AbC123.js', 'logo.svg']) {
      expect(existsSync(path.join(files.dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(files.dist, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(path.join(files.dist, 'assets', 'tiny-XyZ789.js.br'))).toBe(false);
  });

  it('sends brotli when accepted, then gzip, then the file as it is, always with Vary: Accept-Encoding', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files.chunk);
    expect(br.rawPayload.length).toBeLessThan(files.chunk.length / 3);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files.chunk);

    const refusedBr = await get('/assets/index-AbC123.js', 'br;q=0, gzip');
    expect(refusedBr.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(files.chunk);

    // No compressed variant (too small): the file itself, even for a browser that accepts brotli.
    const tiny = await get('/assets/tiny-XyZ789.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export{};');
  });

  it('caches hashed assets for a year, makes browsers revalidate index.html, and keeps no copy of client routes', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const asset = await get('/assets/index-AbC123.js', encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html']) {
      const index = await get(url, 'br');
      expect(index.statusCode, url).toBe(200);
      expect(index.headers['content-type'], url).toMatch(/^text\/html/);
      expect(index.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(index.rawPayload).toString(), url).toBe(files.index);
    }
    const logo = await get('/logo.svg', 'gzip');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('sends the HTML with a Content-Security-Policy that runs only our scripts, and the usual headers', async () => {
    const hash = createHash('sha256').update(inlineCode).digest('base64');
    for (const [url, encoding] of [
      ['/', 'br'],
      ['/index.html', 'gzip'],
      ['/dashboard', undefined],
    ] as const) {
      const res = await get(url, encoding);
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      expect(directives['script-src'], url).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(directives['object-src'], url).toEqual(["'none'"]);
      expect(directives['frame-ancestors'], url).toEqual(["'none'"]);
      expect(directives['base-uri'], url).toEqual(["'self'"]);
      expect(directives['form-action'], url).toEqual(["'self'"]);
      expect(directives['connect-src'], url).toEqual(["'self'"]);
      expect(directives['img-src'], url).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
      expect(directives['media-src'], url).toEqual(["'self'", 'data:', 'blob:']);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      // Not https: no Strict-Transport-Security (it would stick to localhost in the browser).
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect((await get('/assets/index-AbC123.js', 'br')).headers['content-security-policy']).toBeUndefined();
  });

  it('answers client routes with the app (no-store), compressed too', async () => {
    for (const url of ['/dashboard', '/dashboard/display-management/own-displays?page=2', '/login/']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(files.index);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 (not the app) for a missing asset, the build manifest, the variants and unknown API paths', async () => {
    for (const url of [
      '/assets/index-OLD999.js',
      '/assets/missing.css',
      '/assets/',
      '/.vite/manifest.json',
      '/assets/index-AbC123.js.br',
      '/api/nothing-here',
    ]) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
  });
});
