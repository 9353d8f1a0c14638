import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type BackoffOptions, retryDelayMs } from '../jobs/backoff.ts';

export type PostgresListenerOptions = {
  databaseUrl: string;
  channel: string;
  onPayload: (payload: string) => void;
  /** Called after a lost connection listens again: what was sent in between did not arrive here. */
  onReconnected: () => void;
  log: FastifyBaseLogger;
  connectTimeoutMs?: number;
  backoff?: BackoffOptions;
};

export type PostgresListener = {
  /** Whether the LISTEN connection is up now, and its server process (pg_stat_activity.pid). */
  status(): { listening: boolean; backendPid: number | null };
  close(): Promise<void>;
};

/** The connection's name in pg_stat_activity, so an operator sees which one holds the LISTEN. */
export const listenerApplicationName = 'plakat-events';

/** node-postgres keeps the server's process id of a connection, untyped. */
type PidClient = pg.Client & { processID?: number };

const defaultListenBackoff: BackoffOptions = { baseMs: 250, capMs: 30_000 };

/**
 * One dedicated connection per instance, outside the pool (a pooled connection is handed to other queries and would
 * lose its LISTEN). When it drops (database restart, failover, a proxy's idle cut) it is logged and opened again with
 * backoff until it listens again or the listener is closed. The first connection is awaited: a database that cannot
 * be reached at start fails the start, as the migrations before it would have.
 */
export async function listenPostgres(opts: PostgresListenerOptions): Promise<PostgresListener> {
  const backoff = opts.backoff ?? defaultListenBackoff;
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const lost = (lostClient: pg.Client, error?: Error) => {
    if (client !== lostClient) return;
    client = null;
    lostClient.end().catch(() => {});
    if (closed) return;
    opts.log.warn({ err: { message: error?.message ?? 'connection ended' } }, 'events: LISTEN connection lost');
    retry();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: opts.databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
      application_name: listenerApplicationName,
    });
    next.on('notification', (message) => {
      if (message.channel === opts.channel && message.payload !== undefined) opts.onPayload(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${opts.channel}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const retry = () => {
    failures++;
    const delay = retryDelayMs(failures, backoff);
    timer = setTimeout(() => {
      timer = null;
      if (closed) return;
      connect().then(
        () => {
          if (closed || !client) return;
          opts.log.info({ afterFailures: failures }, 'events: LISTEN connection restored');
          failures = 0;
          opts.onReconnected();
        },
        (error: Error) => {
          opts.log.warn({ err: { message: error.message }, failures }, 'events: LISTEN reconnect failed');
          retry();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    status: () => ({ listening: client !== null, backendPid: (client as PidClient | null)?.processID ?? null }),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
