import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from './test/outage.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Reads `count` HTTP/1.1 answers from a socket (pipelined answers may arrive in one chunk). */
function readResponses(socket: net.Socket, count: number): Promise<RawResponse[]> {
  return new Promise((resolve, reject) => {
    let data = '';
    const responses: RawResponse[] = [];
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      for (;;) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) return;
        const [statusLine, ...lines] = data.slice(0, end).split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (data.length - end - 4 < length) return;
        responses.push({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: data.slice(end + 4, end + 4 + length),
        });
        data = data.slice(end + 4 + length);
        if (responses.length === count) {
          socket.off('data', onData);
          resolve(responses);
          return;
        }
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed after ${responses.length} of ${count} answers`)));
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** A login whose body arrives in two parts: the request runs while the client still sends (a slow upload). */
function slowLogin(socket: net.Socket, bodyLength = 0) {
  const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' });
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${bodyLength || body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  return { rest: (then = '') => socket.write(body.slice(10) + then) };
}

describe('graceful shutdown', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('finishes running requests, answers new ones 503 or refuses them, cuts off what outlasts the deadline', async () => {
    const port = await closedPort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-shutdown-'));
    // What a killed process left (one that has ended): its folder goes at the next start.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const host = os.hostname().replace(/[^A-Za-z0-9-]/g, '_');
    const abandoned = path.join(dataDir, 'tmp', `${host}.${deadPid}.deadbeef`);
    mkdirSync(abandoned, { recursive: true });
    writeFileSync(path.join(abandoned, 'half.upload'), Buffer.alloc(1024));

    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        SHUTDOWN_TIMEOUT: '3s',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    // A fresh PGlite database is created and migrated first: seconds, more on a busy machine.
    await expect.poll(() => output, { timeout: 90_000, interval: 100 }).toMatch(/Plakat is running/);
    expect(existsSync(abandoned)).toBe(false);

    // An idle keep-alive connection, a request still receiving its body, and one that will not finish in time.
    const idle = await connect(port);
    idle.write('GET /api/health HTTP/1.1\r\nhost: localhost\r\n\r\n');
    expect((await readResponses(idle, 1))[0].status).toBe(200);
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    const running = await connect(port);
    const login = slowLogin(running);
    const stuck = await connect(port);
    slowLogin(stuck, 100_000);
    const stuckClosed = new Promise<void>((resolve) => stuck.once('close', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    child.kill('SIGTERM');
    await expect.poll(() => output, { timeout: 5000, interval: 20 }).toMatch(/shutting down/);

    // Idle connections are closed, new connections refused: clients go to another instance.
    await idleClosed;
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // The running request completes normally; a request sent behind it on the same connection gets 503, is told
    // when to retry, and the connection closes.
    const answers = readResponses(running, 2);
    login.rest('GET /api/health/ready?lang=de HTTP/1.1\r\nhost: localhost\r\n\r\n');
    const [finished, refused] = await answers;
    expect(finished.status).toBe(401);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body).message).toMatch(/nicht erreichbar/);

    // The one that outlasts the deadline is cut off, and the process exits soon after.
    await stuckClosed;
    expect(await exited).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(10_000);
    expect(output).toMatch(/shutdown deadline reached/);
    // No temporary file is left; unfinished resumable uploads live on in tmp/resumable (none were started here).
    expect(
      readdirSync(path.join(dataDir, 'tmp'), { recursive: true }).filter(
        (entry) => !/^resumable(\/|$)/.test(String(entry)),
      ),
    ).toEqual([]);
    expect(
      readdirSync(path.join(dataDir, 'tmp'), { recursive: true, withFileTypes: true }).filter((entry) =>
        entry.isFile(),
      ),
    ).toEqual([]);
  }, 150_000);
});
