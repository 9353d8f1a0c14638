// Starts the real server (apps/server/src/main.ts) on a free port of 127.0.0.1 with a temporary data folder, the
// demo data (a development start seeds it) and `webDist` as the web app, as the journeys and the benchmarks need it.
// Used by scripts/check-bundle-budget.mjs and bench/lighthouse.ts; types in start-app-server.d.mts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * @param {{ webDist: string, env?: Record<string, string> }} options
 * @returns {Promise<{ base: string, stop: () => Promise<void> }>}
 */
export async function startAppServer({ webDist, env = {} }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-app-server-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps', 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every page load comes from 127.0.0.1, one after the other: far more requests than one person's.
      RATE_LIMIT_REQUESTS_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_CLIENT: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Plakat is running')) resolve(undefined);
      });
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/**
 * Logs a demo user in through the API and answers the login data as the web app keeps it in localStorage (key
 * `loginData`, packages/shared/src/constants.ts).
 * @param {string} base
 * @param {string} [email]
 * @returns {Promise<{ userId: string, userToken: string, refreshToken: string }>}
 */
export async function demoLogin(base, email = 'owner@demo.plakat.test') {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'plakat-demo' }),
  });
  if (!response.ok) throw new Error(`demo login of ${email} failed: ${response.status}`);
  const login = /** @type {{ userId: string, accessToken: string, refreshToken: string }} */ (await response.json());
  return { userId: login.userId, userToken: login.accessToken, refreshToken: login.refreshToken };
}
