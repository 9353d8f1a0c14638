import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Browser, type Page, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, requireChromium } from '../scripts/chromium.mjs';

/**
 * What the Chromium benchmarks share: a production build of the web app, the server in this process on a fresh
 * PGlite with the demo data, the demo owner's login and Debian's Chromium.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export type BenchLogin = { userId: string; accessToken: string; refreshToken: string };

type Options = {
  /** Port of the server. */
  port: number;
  /** An unminified build (for CPU profiles). */
  unminified?: boolean;
  /** Also build the web player (apps/player) into the build's player folder. */
  withPlayer?: boolean;
};

export async function startWebBench({ port, unminified = false, withPlayer = false }: Options) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-bench-web-'));
  const webDist = path.join(dataDir, 'web');
  execFileSync(
    'npm',
    [
      'run',
      'build',
      '--silent',
      '-w',
      '@plakat/web',
      '--',
      '--outDir',
      webDist,
      '--emptyOutDir',
      ...(unminified ? ['--minify', 'false'] : []),
    ],
    { cwd: root, stdio: 'ignore' },
  );
  if (withPlayer) {
    const playerDist = path.join(webDist, 'player');
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@plakat/player', '--', '--outDir', playerDist], {
      cwd: root,
      stdio: 'ignore',
    });
  }

  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { seedDemoData } = await import('../apps/server/src/db/seed/demo.ts');
  const { storageFor } = await import('../apps/server/src/storage/storage.ts');
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const app = await buildApp({ config });
  await seedDemoData(app.deps.db, { storage: storageFor(config) });
  const db = app.deps.db;
  const [{ company_id: companyId }] = (
    (await db.execute(sql`SELECT company_id FROM users WHERE email = 'owner@demo.plakat.test'`)) as unknown as {
      rows: { company_id: string }[];
    }
  ).rows;

  let browser: Browser | null = null;
  const base = `http://127.0.0.1:${port}`;
  return {
    app,
    db,
    companyId,
    base,
    /** Starts listening and logs the demo owner in. */
    async listen(): Promise<BenchLogin> {
      await app.listen({ port, host: '127.0.0.1' });
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@demo.plakat.test', password: 'plakat-demo' }),
      });
      return (await response.json()) as BenchLogin;
    },
    /** A page of Debian's Chromium, logged in as `login`, in `lang` when given. */
    async newPage(login: BenchLogin, viewport: { width: number; height: number }, lang?: string): Promise<Page> {
      browser ??= await chromium.launch({
        executablePath: requireChromium(chromiumPath),
        args: chromiumArgs,
      });
      const page = await browser.newPage({ viewport });
      if (lang) await page.addInitScript(`localStorage.setItem('selectedLanguage', ${JSON.stringify(lang)})`);
      const stored = { userId: login.userId, userToken: login.accessToken, refreshToken: login.refreshToken };
      await page.addInitScript(`localStorage.setItem('loginData', ${JSON.stringify(JSON.stringify(stored))})`);
      return page;
    },
    browser: () => browser,
    async close() {
      await browser?.close();
      await app.close();
    },
  };
}

/**
 * Polls `condition` (page code as a string) until it holds. The page's Content-Security-Policy refuses eval, which
 * waitForFunction's string form uses; evaluate goes through the DevTools protocol.
 */
export async function waitInPage(page: Page, condition: string, what: string, timeoutMs = 30_000) {
  for (const started = Date.now(); ; await page.waitForTimeout(20)) {
    if (await page.evaluate(condition)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
  }
}
