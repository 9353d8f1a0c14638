import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * What a company is told: one row per recipient company (and, for a notice to one user, that user), the message in
 * both languages. Read and deleted are per user (`notification_reads`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientCompanyId: uuid('recipient_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    senderCompanyId: uuid('sender_company_id').references(() => companies.id, { onDelete: 'set null' }),
    senderUserId: uuid('sender_user_id'),
    /** A notice for one user of the recipient company (a message to a user); null: for the whole company. */
    recipientUserId: uuid('recipient_user_id'),
    type: text('type').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id'),
    messageEn: text('message_en').notNull(),
    messageDe: text('message_de').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The live stream's cursor (modules/notifications/stream): the writing transaction's id and a sequence number.
     * A stream sends a row only once every transaction older than the snapshot's xmin has ended, in (stream_tx,
     * stream_seq) order, so a row committed later can never sort before one already sent (no loss, no repeat).
     */
    streamTx: bigint('stream_tx', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
    streamSeq: bigserial('stream_seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The centre's list: newest first per company, and the same filtered by type (with the period on created_at); id
    // as in the list's order, so a page stops after its rows instead of sorting every match (the query orders
    // `desc nulls last` as these are stored, repository/reader.ts). The recipient user last: a count reads the index
    // alone (an index-only scan; PostgreSQL 15 filters on an INCLUDE column only after visiting the table).
    index('notifications_recipient_idx').on(t.recipientCompanyId, t.createdAt.desc(), t.id.desc(), t.recipientUserId),
    index('notifications_recipient_type_idx').on(
      t.recipientCompanyId,
      t.type,
      t.createdAt.desc(),
      t.id.desc(),
      t.recipientUserId,
    ),
    index('notifications_stream_idx').on(t.recipientCompanyId, t.streamTx, t.streamSeq),
    index('notifications_resource_idx').on(t.recipientCompanyId, t.resourceId).where(sql`${t.resourceId} is not null`),
  ],
);

/**
 * One user's state of one notification: read (read_at) and deleted for this user only (deleted_at). No row: unread
 * and shown.
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_reads_user_idx').on(t.userId)],
);

/**
 * A user's choice of mails per notification group (`notificationMailGroups`); no row: the group's default
 * (`notificationMailDefaults`).
 */
export const notificationMailPreferences = pgTable(
  'notification_mail_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.group] })],
);

/**
 * The revisions of the notification center's count cache (modules/notifications/list/count-cache.ts): a company's is
 * bumped at the commit of every change to its notifications, a user's at the commit of every change to their read
 * states (migration 0027), so the cache knows an answer is still true, on every instance.
 */
export const notificationRevisions = pgTable('notification_revisions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
export const notificationReadRevisions = pgTable('notification_read_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
