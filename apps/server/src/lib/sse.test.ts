import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type SseOptions, type SseStream, createStreamLimit, openSse, registerSseShutdown, sseFrame } from './sse.ts';

describe('sseFrame', () => {
  it('writes id, event and one data line per line, ending with a blank line', () => {
    expect(sseFrame({ id: '42', event: 'notification', data: 'one\ntwo\r\nthree' })).toBe(
      'id: 42\nevent: notification\ndata: one\ndata: two\ndata: three\n\n',
    );
  });

  it('sends objects as JSON and leaves out what is not given', () => {
    expect(sseFrame({ data: { id: 'a', n: 1 } })).toBe('data: {"id":"a","n":1}\n\n');
  });

  it('refuses an id or event name that would break the frame', () => {
    expect(() => sseFrame({ id: '1\nevent: x', data: '' })).toThrow(/id/);
    expect(() => sseFrame({ event: 'a\rb', data: '' })).toThrow(/event/);
  });
});

describe('createStreamLimit', () => {
  it('holds at most max per key and frees a slot once per release', () => {
    const limit = createStreamLimit(2);
    const first = limit.acquire('u1');
    expect(limit.acquire('u1')).not.toBeNull();
    expect(limit.acquire('u1')).toBeNull();
    expect(limit.acquire('u2')).not.toBeNull();
    first?.();
    first?.();
    expect(limit.held('u1')).toBe(1);
    expect(limit.acquire('u1')).not.toBeNull();
  });
});

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A server with one stream route; `opened` resolves with the stream of the first request. */
async function streamServer(opts: SseOptions) {
  app = Fastify({ logger: false });
  registerSseShutdown(app);
  let resolve: (stream: SseStream) => void = () => {};
  const opened = new Promise<SseStream>((r) => {
    resolve = r;
  });
  app.get('/stream', async (request, reply) => {
    resolve(openSse(request, reply, opts));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/stream`, port: address.port, opened };
}

const closed = (stream: SseStream) => new Promise<void>((resolve) => stream.onClose(resolve));

describe('openSse', () => {
  it('streams framed messages, reads Last-Event-ID and heartbeats', async () => {
    const server = await streamServer({ heartbeatMs: 50, retryMs: 1500 });
    const response = await fetch(server.url, { headers: { 'last-event-id': '17' } });
    const stream = await server.opened;
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(stream.lastEventId).toBe('17');
    stream.send({ id: '18', event: 'test', data: { ok: true } });
    await new Promise((r) => setTimeout(r, 120));
    stream.close();
    const text = await response.text();
    expect(text.startsWith('retry: 1500\n\nid: 18\nevent: test\ndata: {"ok":true}\n\n')).toBe(true);
    expect(text).toContain(':\n\n');
  });

  it('takes the lastEventId query parameter when no header is sent', async () => {
    const server = await streamServer({});
    const controller = new AbortController();
    await fetch(`${server.url}?lastEventId=abc`, { signal: controller.signal });
    expect((await server.opened).lastEventId).toBe('abc');
    controller.abort();
  });

  it('ends the stream when the client goes away', async () => {
    const server = await streamServer({});
    const socket = net.connect(server.port, '127.0.0.1');
    socket.write('GET /stream HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const stream = await server.opened;
    const ended = closed(stream);
    socket.destroy();
    await ended;
    expect(stream.open).toBe(false);
    expect(stream.send({ data: 'late' })).toBe(false);
  });

  it('ends open streams when the app closes', async () => {
    const server = await streamServer({});
    const response = await fetch(server.url);
    const stream = await server.opened;
    await app?.close();
    app = null;
    expect(stream.open).toBe(false);
    expect(await response.text()).toBe('retry: 3000\n\n');
  });

  it('drops a client that never reads, holding no more than the bound', async () => {
    const maxBufferedBytes = 64 * 1024;
    const server = await streamServer({ maxBufferedBytes, heartbeatMs: 60_000 });
    const socket = net.connect(server.port, '127.0.0.1');
    socket.write('GET /stream HTTP/1.1\r\nHost: localhost\r\n\r\n');
    socket.pause();
    const stream = await server.opened;
    const chunk = { data: 'x'.repeat(1024) };
    let written = 0;
    // The kernel's socket buffers take the first megabytes; after them this process would have to hold the rest.
    while (stream.send(chunk) && written < 256 * 1024 * 1024) {
      written += 1024;
      if (written % (1024 * 1024) === 0) await new Promise((r) => setImmediate(r));
    }
    expect(stream.open).toBe(false);
    expect(written).toBeLessThan(64 * 1024 * 1024);
    socket.destroy();
  });

  it('drops a client that has not drained by the next heartbeat', async () => {
    const server = await streamServer({ maxBufferedBytes: 1024 * 1024 * 1024, heartbeatMs: 100 });
    const socket = net.connect(server.port, '127.0.0.1');
    socket.write('GET /stream HTTP/1.1\r\nHost: localhost\r\n\r\n');
    socket.pause();
    const stream = await server.opened;
    const ended = closed(stream);
    const big = { data: 'y'.repeat(1024 * 1024) };
    for (let i = 0; i < 64 && stream.send(big); i++) await new Promise((r) => setImmediate(r));
    await ended;
    expect(stream.open).toBe(false);
    socket.destroy();
  });
});
