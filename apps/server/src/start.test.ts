import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` runs the compiled server under npm and a shell. Stopping npm (SIGTERM from a service manager, Ctrl-C in
 * a terminal) must stop the server too, which needs the shell to `exec` node: otherwise the shell dies and the server
 * lives on as an orphan holding the port. The build step of `npm start` is left out (the web build takes a minute);
 * the rest of the script runs through npm and its shell exactly as `npm start` runs it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const startScript: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
const buildStep = 'npm run build && ';

let dataDir: string;
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-start-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// PGlite in a data folder of its own: the test is about processes, not databases.
const { DATABASE_URL: _, ...withoutDatabaseUrl } = process.env;
const groups: number[] = [];
afterAll(() => {
  for (const group of groups) {
    try {
      // Only when a test failed: whatever of that group still runs.
      process.kill(-group, 'SIGKILL');
    } catch {}
  }
});

async function startLikeNpmStart(port: number): Promise<ChildProcess> {
  const child = spawn('npm', ['exec', '-c', startScript.slice(buildStep.length)], {
    cwd: root,
    // Its own process group, as a terminal's foreground job has: Ctrl-C signals the whole group.
    detached: true,
    stdio: 'ignore',
    env: {
      ...withoutDatabaseUrl,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'start-test-secret-that-is-long-enough-for-hs256',
    },
  });
  groups.push(child.pid as number);
  await until(() => accepts(port), 30_000);
  return child;
}

describe('npm start', () => {
  it('builds first and then runs the compiled server with exec', () => {
    expect(startScript.startsWith(buildStep)).toBe(true);
    expect(startScript.slice(buildStep.length)).toBe('exec node apps/server/dist/main.js');
  });

  it('stops the server when npm gets SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const npm = await startLikeNpmStart(port);
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    await exited;
    await until(async () => !(await accepts(port)), 10_000);
  });

  it('stops the server on Ctrl-C (SIGINT to the process group)', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const npm = await startLikeNpmStart(port);
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    process.kill(-(npm.pid as number), 'SIGINT');
    await exited;
    await until(async () => !(await accepts(port)), 10_000);
  });
});
