import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeGraceMs, exitGraceMs } from './shutdown.ts';
import { closedPort } from './test/outage.ts';

/**
 * The server's log goes to its standard output, usually a pipe into a log shipper. When that reader dies or stops
 * reading, SIGTERM must still end the process. pino writes its last lines synchronously when the process exits;
 * sonic-boom 4 retried such a write forever on a dead reader (EPIPE), and any version waits on a full pipe.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const shutdownTimeoutMs = 1000;
const hardDeadlineMs = shutdownTimeoutMs + closeGraceMs + exitGraceMs;

const children: ChildProcess[] = [];
const readers: net.Socket[] = [];
const dataDirs: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const reader of readers) reader.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

type Exit = { code: number | null; signal: NodeJS.Signals | null; ms: number };

async function startServer(logLevel: string) {
  const port = await closedPort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-log-pipe-'));
  dataDirs.push(dataDir);
  // PGlite in a data folder of its own: the test is about processes, not databases.
  const { DATABASE_URL: _, ...env } = process.env;
  // A real pipe (a FIFO), as a shell pipe or a container runtime gives; Node's own 'pipe' is a socket pair.
  const fifo = path.join(dataDir, 'output');
  execFileSync('mkfifo', [fifo]);
  const reader = new net.Socket({ fd: openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK), writable: false });
  readers.push(reader);
  const writerFd = openSync(fifo, constants.O_WRONLY);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SHUTDOWN_TIMEOUT: String(shutdownTimeoutMs / 1000),
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', writerFd, writerFd],
  });
  closeSync(writerFd);
  children.push(child);
  let output = '';
  // A fresh PGlite database is created and migrated first: seconds, more on a busy machine.
  await new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error(`the server exited at start:\n${output}`)));
    reader.on('data', function collect(chunk: Buffer) {
      output += chunk;
      if (!output.includes('Plakat is running')) return;
      reader.off('data', collect);
      reader.pause();
      resolve();
    });
  });
  let signalledAt = 0;
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - signalledAt })),
  );
  return {
    child,
    port,
    reader,
    /** SIGTERM, then the exit, or 'still running' after `waitMs`. */
    terminate(waitMs: number) {
      signalledAt = Date.now();
      child.kill('SIGTERM');
      const timeout = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), waitMs));
      return Promise.race([exited, timeout]);
    },
  };
}

// No keep-alive connection stays open: closing one would give the logger a moment to notice the broken pipe.
const health = (port: number) => fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });

describe('shutdown when the log reader is gone', () => {
  it('exits at once after SIGTERM when the reader of its output has died', async () => {
    const server = await startServer('info');
    expect((await health(server.port)).status).toBe(200);
    // The reader dies (a log shipper restarts): the process's output has no reader any more.
    server.reader.destroy();
    expect((await health(server.port)).status).toBe(200);

    const exit = await server.terminate(shutdownTimeoutMs + 5000);
    // Closing normally, not killed by the hard deadline: the logger noticed the broken pipe.
    expect(exit).toMatchObject({ code: 0, signal: null });
  }, 120_000);

  it('exits by the hard deadline when the reader of its output stops reading', async () => {
    const server = await startServer('debug');
    // The reader stays but reads nothing more: the pipe fills with the request log lines (long addresses).
    const longPath = `http://127.0.0.1:${server.port}/api/${'x'.repeat(8000)}`;
    for (let i = 0; i < 64; i++) expect((await fetch(longPath)).status).toBe(404);

    const exit = await server.terminate(hardDeadlineMs + 3000);
    expect(exit).not.toBe('still running');
  }, 120_000);
});
