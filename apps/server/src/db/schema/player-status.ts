import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { displays } from './displays.ts';
import { users } from './users.ts';

/**
 * What a display's screen last told about itself (issue 25): one row per display, written by its heartbeat (one
 * upsert every 30 s) and by the offline monitor (on/offline). No row: the display never had a paired screen that
 * reported. Read by the player context and, for the overview's connection column and filter, by the displays
 * context's search.
 */
export const playerStatus = pgTable(
  'player_status',
  {
    displayId: uuid('display_id')
      .primaryKey()
      .references(() => displays.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    online: boolean('online').notNull().default(true),
    /** When it last went online or offline. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The company was told it is offline: when it comes back, it is told that too (then false again). */
    offlineNotified: boolean('offline_notified').notNull().default(false),
    currentItemId: text('current_item_id'),
    currentTitle: text('current_title'),
    /** Since when the current item plays (the heartbeat that first named it). */
    currentSince: timestamp('current_since', { withTimezone: true }),
    manifestVersion: text('manifest_version'),
    cacheBytes: bigint('cache_bytes', { mode: 'number' }),
    uptimeSeconds: integer('uptime_seconds'),
    clockOffsetMs: integer('clock_offset_ms'),
    heapBytes: bigint('heap_bytes', { mode: 'number' }),
    userAgent: text('user_agent'),
  },
  // No index on last_seen_at: a heartbeat changes only unindexed columns, so PostgreSQL updates the row in place
  // (HOT); the monitor's look for silent screens reads the table every 30 s, a few thousand rows at most.
  (t) => [
    index('player_status_company').on(t.companyId),
    index('player_status_offline').on(t.changedAt).where(sql`NOT ${t.online}`),
  ],
);

/**
 * The screenshot of a display (one row per display): a user asks for one (`requested_at`), the screen sees the
 * request in its next heartbeat's answer and uploads its picture (`taken_at`, the file in storage); the next request
 * keeps the last picture until the new one arrives.
 */
export const playerScreenshots = pgTable('player_screenshots', {
  displayId: uuid('display_id')
    .primaryKey()
    .references(() => displays.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  takenAt: timestamp('taken_at', { withTimezone: true }),
  storageKey: text('storage_key'),
  sizeBytes: integer('size_bytes'),
  mime: text('mime'),
});

/**
 * Proof of play (issue 25): one row per playback the screen reported, by the uuid it gave it (a replayed batch
 * inserts nothing twice). `counted`: at least 75 % of the item played.
 */
export const playerPlays = pgTable(
  'player_plays',
  {
    uuid: uuid('uuid').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    fileId: uuid('file_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    share: real('share').notNull(),
    counted: boolean('counted').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_plays_display_started').on(t.displayId, t.startedAt)],
);

/**
 * Counted plays per display, item and hour (the hour a play started, UTC), added to in the transaction that inserts
 * the plays: the details page's plays per item and day read this, never the raw plays.
 */
export const playerPlayHours = pgTable(
  'player_play_hours',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    /** The file of the item's last counted play in the hour (its title names the item on the details page). */
    fileId: uuid('file_id'),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    plays: integer('plays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.displayId, t.itemId, t.hour] }), index('player_play_hours_hour').on(t.hour)],
);

/**
 * The offline monitor's marker (one row, id 1): when it last ran, and when it resumed after a gap longer than the
 * offline threshold (the server was down): silence before that does not count, so a restart raises no storm.
 */
export const playerMonitor = pgTable('player_monitor', {
  id: integer('id').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  resumedAt: timestamp('resumed_at', { withTimezone: true }).notNull(),
});

export type PlayerStatusRow = typeof playerStatus.$inferSelect;
