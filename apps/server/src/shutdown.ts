import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { killAfter } from './exit-watchdog.ts';
import { pickLanguage, t } from './lib/i18n.ts';
import { retryAfterSeconds } from './plugins/errors.ts';

export type ShutdownOptions = {
  /** How long running requests may take to finish (SHUTDOWN_TIMEOUT); then their connections are closed. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Runs last, also after the deadline cut requests off (removing this process's temporary upload files). */
  cleanup?: () => void;
  exit?: (code: number) => void;
  /** Kills the process in the given time, whatever blocks it; `killAfter` unless a test replaces `exit`. */
  killAfter?: (ms: number) => void;
};

/** Time for closing the app after the requests' deadline: the job worker (main.ts gives it 4 s) and the database. */
export const closeGraceMs = 5000;
/** The time `process.exit` itself may take (its `exit` handlers) before the process is killed. */
export const exitGraceMs = 1000;

/**
 * From now on, every request that reaches this server (on a connection that was already open: the listening socket
 * is closed) gets 503 with `Retry-After` and `Connection: close`, so a load balancer retries it on another instance.
 * Fastify's own handler is taken off the server; requests it is already handling run on to their end.
 */
function answerNewRequestsUnavailable(server: Server) {
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const lang = new URL(request.url ?? '/', 'http://localhost').searchParams.get('lang') ?? undefined;
    const body = JSON.stringify({
      message: t(pickLanguage({ lang }, request.headers['accept-language']), 'api.serviceUnavailable'),
    });
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'retry-after': String(retryAfterSeconds),
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  });
}

/**
 * Graceful shutdown with a deadline (SIGTERM from an orchestrator, Ctrl-C): stop accepting connections, answer new
 * requests 503, let running requests finish, close keep-alive connections as soon as they are idle, and after
 * `timeoutMs` close whatever is still open (an upload that would take longer is aborted). Then the app closes (its
 * database last) and the process exits. A second signal exits at once.
 *
 * The process ends `timeoutMs + closeGraceMs + exitGraceMs` after the signal at the latest: every exit arms a thread
 * that kills the process `exitGraceMs` later, since exiting runs pino's synchronous flush, which blocks for as long as
 * the log's reader (a pipe into a log shipper) does not read. The thread starts only then, so it takes nothing from
 * the requests that are finishing.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const kill = options.killAfter ?? (options.exit ? undefined : killAfter);
  const exitNow = (code: number) => {
    kill?.(exitGraceMs);
    options.cleanup?.();
    exit(code);
  };
  let started = false;
  return async (signal: string) => {
    if (started) {
      options.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exitNow(1);
      return;
    }
    started = true;
    const server = app.server;
    const startedAt = Date.now();
    options.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down: finishing running requests');
    answerNewRequestsUnavailable(server);
    // A connection of a finished request would otherwise wait for its keep-alive timeout before the server may close.
    const reaper = setInterval(() => server.closeIdleConnections(), 100);
    let cutOff = false;
    const deadline = setTimeout(() => {
      cutOff = true;
      options.log.warn(
        { timeoutMs: options.timeoutMs },
        'shutdown deadline reached: closing the remaining connections',
      );
      server.closeAllConnections();
    }, options.timeoutMs);
    // Should closing the app itself hang (a database that does not answer), exit anyway shortly after the deadline.
    const lastResort = setTimeout(() => {
      options.log.error('shutdown did not complete: exiting');
      exitNow(1);
    }, options.timeoutMs + closeGraceMs);
    lastResort.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      options.log.error({ err: error }, 'error while closing');
      code = 1;
    } finally {
      clearInterval(reaper);
      clearTimeout(deadline);
      clearTimeout(lastResort);
    }
    options.log.info({ ms: Date.now() - startedAt, cutOff }, 'shut down');
    exitNow(code);
  };
}
