import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import type { SseStream } from '../../../lib/sse.ts';
import type { Reader } from '../policy.ts';
import { toNotificationItem } from '../presenter.ts';
import { notificationReader } from '../repository/reader.ts';
import { type StreamCursor, encodeCursor, streamRows } from '../repository/stream.ts';
import { sharedRead } from './shared-reads.ts';

const batch = 100;
/** How soon a stream reads again when a row waits for an older transaction to end (see repository/stream.ts). */
const heldBackRetryMs = 150;

export type StreamSession = {
  db: Db;
  stream: SseStream;
  cursor: StreamCursor;
  /** Rows after the cursor the stream counts as sent (committed before it opened; see `streamRows().start`). */
  seen: Set<string>;
  lang: Language;
  /** The reader as the session stands now (keys may change while the stream is open); null: the session ended. */
  currentReader: () => Promise<Reader | null>;
  /** The hub's event generation: reads of passes started in the same one are shared between streams. */
  generation: () => number;
  /** Identifies the session behind the stream (reads of its reader are shared by its tabs). */
  sessionKey: string;
  log: FastifyBaseLogger;
};

/**
 * The work of one open stream: sends what came after its cursor, then whenever the hub says something changed
 * (`changed`). Passes never overlap: a change during a pass runs one more pass after it, so nothing is lost and, as
 * the cursor only moves forward, nothing is sent twice. Answers the function the hub calls.
 */
export function runStreamSession(session: StreamSession) {
  const { stream, db } = session;
  let cursor = session.cursor;
  let running = false;
  let again = false;
  let unreadDue = true;
  let retry: NodeJS.Timeout | null = null;
  stream.onClose(() => {
    if (retry) clearTimeout(retry);
  });

  const pass = async () => {
    const gen = session.generation();
    const reader = await sharedRead(`reader|${session.sessionKey}|${gen}`, session.currentReader);
    if (!reader) return stream.close();
    const who = `${reader.userId}|${reader.hiddenTypes.join(',')}|${gen}`;
    const { rows, heldBack } = await sharedRead(`rows|${who}|${encodeCursor(cursor)}`, () =>
      streamRows(db, reader).after(cursor, batch),
    );
    if (heldBack && !retry) {
      retry = setTimeout(() => {
        retry = null;
        changed('rows');
      }, heldBackRetryMs);
    }
    if (rows.length === batch && !heldBack) again = true;
    const unsent = session.seen.size === 0 ? rows : rows.filter((row) => !session.seen.delete(encodeCursor(row)));
    const last = rows.at(-1);
    if (last) cursor = { tx: last.tx, seq: last.seq };
    if (unsent.length === 0 && !unreadDue) return;
    const unreadCount = await sharedRead(`unread|${who}`, () => notificationReader(db, reader).unreadCount());
    unreadDue = false;
    if (unsent.length === 0) {
      stream.send({ id: encodeCursor(cursor), event: 'unread', data: { unreadCount } });
      return;
    }
    // The cursor stands behind the last row read: a failed send closes the stream, the client resumes from its id.
    for (const row of unsent) {
      const item = toNotificationItem(row, session.lang);
      if (!stream.send({ id: encodeCursor(row), event: 'notification', data: { ...item, unreadCount } })) return;
    }
  };

  const changed = (what: 'rows' | 'unread') => {
    if (!stream.open) return;
    if (what === 'unread') unreadDue = true;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && stream.open);
      } catch (error) {
        // The client reconnects with its last id and misses nothing.
        session.log.warn({ err: error }, 'notification stream: a read failed, closing the stream');
        stream.close();
      } finally {
        running = false;
      }
    })();
  };

  changed('rows');
  return changed;
}
