import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../db/client.ts';
import { listenPostgres } from './postgres-listener.ts';
import { notifyInTransaction } from './repository.ts';
import { type StreamTickets, createStreamTickets } from './tickets.ts';
import { type EventPayload, decodeEvent, encodeEvent, notifyChannel } from './wire.ts';

export type { EventPayload } from './wire.ts';
export type { StreamTickets, TicketHolder } from './tickets.ts';
export { eventTicketRoutes } from './routes.ts';

/**
 * `Events.publishAfterCommit` without the instance: for code that has only the transaction (`notify(tx, ...)` of the
 * notifications context). NOTIFY needs no state of this process, so both are the same statement.
 */
export async function publishAfterCommit(tx: Db, channel: string, payload: EventPayload): Promise<void> {
  await notifyInTransaction(tx, encodeEvent(channel, payload));
}

export type EventHandler = (payload: EventPayload) => void;

export type Events = {
  /**
   * Queues an event inside the caller's transaction: every subscriber of `channel`, on every instance, gets `payload`
   * once the transaction commits, and nobody gets it when it rolls back. Publish ids, not bodies (under 8000 bytes
   * with the channel name). The same channel and payload twice in one transaction arrive once (PostgreSQL folds them).
   */
  publishAfterCommit(tx: Tx, channel: string, payload: EventPayload): Promise<void>;
  /** Calls `handler` for every event on `channel` committed from now on; answers the function that stops it. */
  subscribe(channel: string, handler: EventHandler): () => void;
  /**
   * Calls `listener` when the connection that receives events was lost and listens again: events committed in between
   * did not arrive, so a subscriber that must not miss any (a live stream) reads what it missed from its table.
   */
  onGap(listener: () => void): () => void;
  /** Whether events arrive now (false while a lost PostgreSQL connection reconnects), and the LISTEN connection's pid. */
  status(): { listening: boolean; backendPid: number | null };
  /** Tickets that let an EventSource open a stream (`POST /api/events/ticket` issues them, the stream redeems one). */
  tickets: StreamTickets;
  /** Stops listening (app close, before the database closes). */
  close(): Promise<void>;
};

/**
 * Events after commit through NOTIFY: on PostgreSQL one LISTEN connection per instance, so an event published on any
 * instance reaches the subscribers of all; on PGlite the embedded client's own LISTEN, the same code in one process.
 */
export async function createEvents(database: Database, log: FastifyBaseLogger, jwtSecret: string): Promise<Events> {
  const handlers = new Map<string, Set<EventHandler>>();
  const gapListeners = new Set<() => void>();

  const dispatch = (text: string) => {
    const event = decodeEvent(text);
    if (!event) return;
    for (const handler of handlers.get(event.channel) ?? []) {
      try {
        handler(event.payload);
      } catch (error) {
        log.error({ err: error, channel: event.channel }, 'events: a subscriber failed');
      }
    }
  };

  const listener = await startListening(database, log, dispatch, () => {
    for (const gapListener of gapListeners) gapListener();
  });

  return {
    publishAfterCommit: (tx, channel, payload) => publishAfterCommit(tx, channel, payload),
    subscribe(channel, handler) {
      // Checks the channel name now rather than never matching an event.
      encodeEvent(channel, {});
      const set = handlers.get(channel) ?? new Set<EventHandler>();
      handlers.set(channel, set);
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) handlers.delete(channel);
      };
    },
    onGap(listener) {
      gapListeners.add(listener);
      return () => void gapListeners.delete(listener);
    },
    tickets: createStreamTickets(jwtSecret, database.db),
    status: listener.status,
    close: listener.close,
  };
}

async function startListening(
  database: Database,
  log: FastifyBaseLogger,
  dispatch: (text: string) => void,
  onGap: () => void,
): Promise<Pick<Events, 'status' | 'close'>> {
  if (database.listen) {
    const stop = await database.listen(notifyChannel, dispatch);
    return { status: () => ({ listening: true, backendPid: null }), close: stop };
  }
  if (!database.databaseUrl) throw new Error('events: the database offers no way to listen');
  return listenPostgres({
    databaseUrl: database.databaseUrl,
    channel: notifyChannel,
    onPayload: dispatch,
    onReconnected: onGap,
    log,
  });
}
