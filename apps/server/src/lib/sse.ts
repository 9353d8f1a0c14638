import type { Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** One Server-Sent Events message. `data` that is not a string goes as JSON. */
export type SseMessage = { id?: string; event?: string; data: unknown };

export type SseOptions = {
  /** A comment line this often keeps proxies and the browser from closing an idle stream; default 20 s. */
  heartbeatMs?: number;
  /**
   * Bytes this process may hold for a client that does not read; beyond them the client is dropped. A client that still
   * has not drained at the next heartbeat is dropped too. Default 256 KiB.
   */
  maxBufferedBytes?: number;
  /** The reconnection delay the browser's EventSource is told to use; default 3 s. */
  retryMs?: number;
};

export type SseStream = {
  /** The last event the client saw before it reconnected (`Last-Event-ID`, or the `lastEventId` query parameter). */
  readonly lastEventId: string | undefined;
  readonly open: boolean;
  /** Writes one message; false when the stream is closed (also when this write dropped a client that does not read). */
  send(message: SseMessage): boolean;
  /** Ends the stream (the client's EventSource reconnects unless the page closes it). */
  close(): void;
  /** Called once when the stream ends for any reason: client gone, dropped, closed, server closing. */
  onClose(listener: () => void): void;
};

/** The query a stream route accepts besides its own: EventSource reconnects cannot set headers, a URL they can. */
export const sseQuery = z.object({ lastEventId: z.string().max(200).optional() });

const fieldValue = /^[^\r\n\0]*$/;

/** The bytes of one message: `id:`, `event:`, one `data:` line per line of the data, a blank line. */
export function sseFrame(message: SseMessage): string {
  let frame = '';
  if (message.id !== undefined) {
    if (!fieldValue.test(message.id)) throw new Error('sse: an id cannot hold a line break or NUL');
    frame += `id: ${message.id}\n`;
  }
  if (message.event !== undefined) {
    if (!fieldValue.test(message.event)) throw new Error('sse: an event name cannot hold a line break');
    frame += `event: ${message.event}\n`;
  }
  const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data);
  for (const line of data.split(/\r\n|\r|\n/)) frame += `data: ${line}\n`;
  return `${frame}\n`;
}

/** `Last-Event-ID` of a reconnecting EventSource, else the route's `lastEventId` query parameter. */
export function lastEventIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const value = fromHeader ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
  return value !== undefined && value.length > 0 && value.length <= 200 && fieldValue.test(value) ? value : undefined;
}

const openStreams = new WeakMap<Server, Set<SseStream>>();

/** Ends every open stream when the app closes, so shutdown does not wait for them (clients reconnect elsewhere). */
export function registerSseShutdown(app: FastifyInstance) {
  app.addHook('preClose', async () => {
    for (const stream of openStreams.get(app.server) ?? []) stream.close();
  });
}

/**
 * Takes over the response as a `text/event-stream` (Fastify's reply is hijacked: nothing else writes to it). The
 * route has already checked access and limits and answered errors the usual way; from here on only messages go out.
 */
export function openSse(request: FastifyRequest, reply: FastifyReply, opts: SseOptions = {}): SseStream {
  const heartbeatMs = opts.heartbeatMs ?? 20_000;
  const maxBufferedBytes = opts.maxBufferedBytes ?? 256 * 1024;
  const raw = reply.raw;
  const listeners: (() => void)[] = [];
  let open = true;

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  request.raw.socket.setNoDelay(true);

  const streams = openStreams.get(reply.server.server) ?? new Set<SseStream>();
  openStreams.set(reply.server.server, streams);

  const end = (drop: boolean) => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    streams.delete(stream);
    if (drop) raw.destroy();
    else if (!raw.writableEnded) raw.end();
    for (const listener of listeners.splice(0)) listener();
  };

  const write = (text: string): boolean => {
    if (!open) return false;
    raw.write(text);
    if (raw.writableLength > maxBufferedBytes) {
      request.log.warn({ bufferedBytes: raw.writableLength }, 'sse: dropping a client that does not read');
      end(true);
      return false;
    }
    return true;
  };

  const heartbeat = setInterval(() => {
    // Still not drained since the last beat: the client has read nothing for a whole interval.
    if (raw.writableNeedDrain) {
      request.log.warn({ bufferedBytes: raw.writableLength }, 'sse: dropping a client that stopped reading');
      end(true);
      return;
    }
    write(':\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  const stream: SseStream = {
    lastEventId: lastEventIdOf(request),
    get open() {
      return open;
    },
    send: (message) => write(sseFrame(message)),
    close: () => end(false),
    onClose: (listener) => {
      if (open) listeners.push(listener);
      else listener();
    },
  };
  streams.add(stream);
  raw.on('close', () => end(false));
  raw.on('error', () => end(true));
  write(`retry: ${opts.retryMs ?? 3000}\n\n`);
  return stream;
}

/**
 * At most `max` open streams per key (a user) on this instance: `acquire` answers the release function, or null
 * when the key holds `max` already (the route answers 429).
 */
export function createStreamLimit(max: number) {
  const counts = new Map<string, number>();
  return {
    acquire(key: string): (() => void) | null {
      const held = counts.get(key) ?? 0;
      if (held >= max) return null;
      counts.set(key, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      };
    },
    held: (key: string) => counts.get(key) ?? 0,
  };
}
