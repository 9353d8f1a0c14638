import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export type PoolSettings = {
  /** Seconds to open a connection, or to wait for a free one when all are busy (DB_CONNECT_TIMEOUT). */
  connectTimeoutSeconds: number;
  /** Seconds one statement may run (DB_STATEMENT_TIMEOUT): PostgreSQL cancels it, the client gives up soon after. */
  statementTimeoutSeconds: number;
  /** Told about a pooled connection that broke while idle (the pool drops it and opens a new one when needed). */
  onIdleConnectionError: (error: Error) => void;
};

export const defaultPoolSettings: PoolSettings = {
  connectTimeoutSeconds: 5,
  statementTimeoutSeconds: 15,
  onIdleConnectionError: (error) => console.error(`database: an idle connection was lost (${error.message})`),
};

/** The pool settings of the configuration (DB_CONNECT_TIMEOUT, DB_STATEMENT_TIMEOUT), logging to the app's log. */
export function poolSettings(
  config: { dbConnectTimeout: number; dbStatementTimeout: number },
  log: FastifyBaseLogger,
): PoolSettings {
  return {
    connectTimeoutSeconds: config.dbConnectTimeout,
    statementTimeoutSeconds: config.dbStatementTimeout,
    onIdleConnectionError: (error) =>
      log.warn({ err: { message: error.message } }, 'database: an idle connection was lost'),
  };
}

/** The client-side bound waits this much longer than PostgreSQL's own statement timeout, which answers first. */
const clientGraceMs = 2000;

/**
 * The node-postgres pool with bounded waits. Without a listener for the pool's `error` event a connection that breaks
 * while idle (database restart, failover, a proxy dropping it) ends the whole process; with it the pool only drops
 * that connection. TCP keep-alive notices connections that vanish without a reset, and the client-side query timeout
 * bounds a statement whose server can no longer be reached (then PostgreSQL cannot cancel it).
 */
export function createPool(connectionString: string, settings: Partial<PoolSettings> = {}): pg.Pool {
  const { connectTimeoutSeconds, statementTimeoutSeconds, onIdleConnectionError } = {
    ...defaultPoolSettings,
    ...settings,
  };
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: connectTimeoutSeconds * 1000,
    statement_timeout: statementTimeoutSeconds * 1000,
    query_timeout: statementTimeoutSeconds * 1000 + clientGraceMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', onIdleConnectionError);
  return pool;
}

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);

/**
 * PostgreSQL codes that mean "not now" rather than "wrong": connection exceptions (class 08), shutdown and start-up
 * (57P01-57P03), a statement cancelled by the statement timeout (57014), too many connections (53300).
 */
const unavailableSqlStates = /^(08...|57P0[123]|57014|53300)$/;

/** node-postgres and pg-pool say so only in words. */
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection terminated due to connection timeout)/;

/**
 * Whether an error means the database (or another service the request needs, on a network error) cannot be used right
 * now: unreachable, restarting, overloaded. The same request may succeed when retried. Follows `cause` (Drizzle wraps
 * driver errors) and `errors` (a refused connection to a name with several addresses is an AggregateError).
 */
export function isTemporarilyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (networkCodes.has(e.code) || unavailableSqlStates.test(e.code))) return true;
  if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isTemporarilyUnavailable(inner, depth + 1))) return true;
  return isTemporarilyUnavailable(e.cause, depth + 1);
}

/** The driver's own words for the log: the innermost cause (Drizzle's wrapper message holds the SQL and its values). */
export function unavailableReason(error: unknown): string {
  let current = error as { message?: unknown; code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current?.cause && depth < 5; depth++) current = current.cause as typeof current;
  const code = typeof current?.code === 'string' ? `${current.code}: ` : '';
  return `${code}${typeof current?.message === 'string' ? current.message : 'unknown'}`;
}
