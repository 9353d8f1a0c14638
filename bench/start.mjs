/**
 * Start time (spawn until the port accepts connections) and resident memory (after start, after 500 requests) of the
 * server from the TypeScript sources through tsx and from the compiled bundle (run `npm run build:server` first).
 * PGlite in a data folder initialised by a first, unmeasured start, or the database of DATABASE_URL; production mode.
 *   node bench/start.mjs [--runs 3] [--port 3491]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '3491' } },
});
const port = Number(values.port);
const modes = {
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  dist: ['apps/server/dist/main.js'],
};

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

const accepts = () =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function startOnce(args, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    },
  });
  while (!(await accepts())) await new Promise((r) => setTimeout(r, 10));
  const startMs = Math.round(performance.now() - started);
  const rssStart = rssMb(child.pid);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    await Promise.all([
      fetch(`${base}/api/health/ready`).then((r) => r.arrayBuffer()),
      fetch(`${base}/api/lookups/countries?lang=de`).then((r) => r.arrayBuffer()),
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'not-the-password-1' }),
      }).then((r) => r.arrayBuffer()),
      fetch(`${base}/api/docs/json`).then((r) => r.arrayBuffer()),
      fetch(`${base}/api/displays`).then((r) => r.arrayBuffer()),
    ]);
  }
  const rssAfter = rssMb(child.pid);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { startMs, rssStart, rssAfter };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [mode, args] of Object.entries(modes)) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `plakat-bench-start-${mode}-`));
  await startOnce(args, dataDir);
  const runs = [];
  for (let i = 0; i < Number(values.runs); i++) runs.push(await startOnce(args, dataDir));
  await rm(dataDir, { recursive: true, force: true });
  const pick = (key) => median(runs.map((r) => r[key]));
  console.log(
    `${mode.padEnd(5)} start ${pick('startMs')} ms, RSS after start ${pick('rssStart')} MB, after 500 requests ${pick('rssAfter')} MB (median of ${runs.length}: ${runs.map((r) => r.startMs).join('/')} ms)`,
  );
}
