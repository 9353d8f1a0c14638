import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromiumArgs, chromiumPath, requireChromium } from '../scripts/chromium.mjs';
import { demoLogin, startAppServer } from '../scripts/start-app-server.mjs';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G network, simulated) on /login
 * and, logged in, on /dashboard of the production build served by the real server (temporary data folder, demo data),
 * in Debian's Chromium. Prints the performance score with first and largest contentful paint, total blocking time,
 * cumulative layout shift and the JavaScript the page downloaded. Target: performance >= 0.9 on both pages; the
 * median of LIGHTHOUSE_RUNS runs (default 5) counts. Exits 1 below target. The machine's load average is printed
 * before and after: other processes on the CPU lengthen every task Lighthouse times, so a figure is only comparable
 * with one measured at a similar load.
 *
 * Logging in: the web app keeps its tokens in localStorage. A fresh browser first opens a one-line page of the same
 * origin that stores the tokens of an API login (written into the build folder for this run), then Lighthouse opens
 * /dashboard without resetting the storage. Each page gets its own browser, so no run starts with cached files.
 * LIGHTHOUSE_REPORTS=<folder> keeps each run's full JSON report there (open it in the Lighthouse viewer);
 * LIGHTHOUSE_PAGES=login (or dashboard) measures one page only.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = 0.9;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const chromeFlags = ['--headless=new', ...chromiumArgs];
requireChromium(chromiumPath);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-lighthouse-'));
const webDist = path.join(workDir, 'web');
console.log('Building the web app...');
execFileSync('npm', ['run', 'build', '--silent', '-w', '@plakat/web', '--', '--outDir', webDist, '--emptyOutDir'], {
  cwd: root,
  stdio: 'ignore',
});
// The static files are listed when the server starts: the login helper page must exist by then (its tokens follow).
const loginPage = path.join(webDist, 'bench-login.html');
writeFileSync(loginPage, '<!doctype html><title>login</title>');

class RunFailed extends Error {}
/** How often a run whose trace failed is tried again before the benchmark gives up. */
const RETRIES = 2;

/** `measure`, tried again when Lighthouse reports that it could not record the page load. */
async function measureRun(url: string, prepare?: (port: number) => Promise<void>): Promise<Figures> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await measure(url, prepare);
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt >= RETRIES) throw error;
      console.log(`${error.message}: running it again`);
    }
  }
}

type Figures = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; js: number };

const reportDir = process.env.LIGHTHOUSE_REPORTS;
let reportCount = 0;

async function measure(url: string, prepare?: (port: number) => Promise<void>): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'error' });
  try {
    await prepare?.(chrome.port);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(prepare),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run whose trace failed (NO_NAVSTART, say) has no score: it is run again, not counted as 0.
    if (result.lhr.runtimeError) throw new RunFailed(`${url}: ${result.lhr.runtimeError.code}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W/g, '') || 'root'}-${++reportCount}.json`;
      writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
    }
    const { audits, categories, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${finalDisplayedUrl} (not logged in?)`);
    }
    const items = (
      audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
    )?.items;
    return {
      score: categories.performance.score ?? 0,
      fcp: audits['first-contentful-paint'].numericValue ?? 0,
      lcp: audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
      si: audits['speed-index'].numericValue ?? 0,
      js: (items ?? []).filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startAppServer({ webDist });
const base = server.base;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`Load average (1, 5, 15 min) before: ${loadAverage()} on ${os.cpus().length} cores`);
let failed = false;
try {
  /** Logs the demo owner in through the API and stores the tokens in the browser of `chromePort` (same origin). */
  const logIn = async (chromePort: number) => {
    const loginData = await demoLogin(base);
    writeFileSync(
      loginPage,
      `<!doctype html><title>login</title><script>localStorage.setItem('loginData', ${JSON.stringify(JSON.stringify(loginData))});</script>`,
    );
    // A minimal Lighthouse pass opens the page in this browser, which runs its script (no app files are loaded).
    await lighthouse(`${base}/bench-login.html`, {
      port: chromePort,
      logLevel: 'error',
      onlyAudits: ['viewport'],
      throttlingMethod: 'provided',
    });
  };

  const pages = [
    { name: '/login', url: `${base}/login` },
    { name: '/dashboard', url: `${base}/dashboard`, prepare: logIn },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => `/${name.replace(/^\//, '')}`);
  const rows: Record<string, string | number>[] = [];
  for (const page of pages.filter((p) => !only || only.includes(p.name))) {
    const results: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      results.push(await measureRun(page.url, page.prepare));
      const last = results.at(-1);
      console.log(
        `${page.name} run ${i + 1}/${runs}: performance ${last?.score}, LCP ${Math.round(last?.lcp ?? 0)} ms, TBT ${Math.round(last?.tbt ?? 0)} ms (load ${os.loadavg()[0].toFixed(2)})`,
      );
    }
    const pick = (key: keyof Figures) => median(results.map((r) => r[key]));
    const score = pick('score');
    failed ||= score < target;
    rows.push({
      page: page.name,
      performance: score,
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'Speed Index ms': Math.round(pick('si')),
      'JS kB (transferred)': Math.round(pick('js') / 1000),
      target: score >= target ? 'ok' : `below ${target}`,
    });
  }
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated slow 4G:`);
  console.table(rows);
  console.log(`Load average (1, 5, 15 min) after: ${loadAverage()}`);
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
