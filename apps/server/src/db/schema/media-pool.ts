import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { categories, users } from './users.ts';

/**
 * Per company: the last media file number handed out (media_files.online_id), bumped in the creating transaction, and
 * the pool's revision, bumped by triggers at the commit of every change the search shows (migration 0010; the search
 * result cache's key). Never written by the application besides `last`.
 */
export const mediaFileSeq = pgTable('media_file_seq', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(0),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/**
 * One file of a company's media pool (spec 02 §3 "Media file"). A picture is stored re-encoded without metadata, a
 * video as it came; `originalKey` holds the uploaded bytes where the company keeps originals. A deleted file keeps its
 * row (`deleted_at`, for the log and the usage history); its stored files are removed by a queued job.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The short number people see, sequential per company. */
    onlineId: integer('online_id').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    /** A video's short muted clip or a large picture's 2560 px rendition, made by the processing job. */
    previewKey: text('preview_key'),
    /** The uploaded bytes where the company keeps originals (a video's is its stored file: it is stored as it came). */
    originalKey: text('original_key'),
    /** The name the file was uploaded with, for the original's download; null where no original is kept. */
    originalName: text('original_name'),
    /** Bytes the original takes besides the stored file (0 for a video's); counts in the storage quota. */
    originalSize: bigint('original_size', { mode: 'number' }),
    mime: text('mime').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['HD', 'FullHD', '4KUHD', '8KUHD', 'other'] })
      .notNull()
      .default('other'),
    width: integer('width'),
    height: integer('height'),
    alignment: text('alignment', { enum: ['horizontal', 'vertical', 'other'] })
      .notNull()
      .default('other'),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    durationSeconds: real('duration_seconds'),
    /** Videos only: whether the sound plays; null for pictures. */
    hasSound: boolean('has_sound'),
    mediaType: text('media_type', { enum: ['general', 'commercial', 'background'] })
      .notNull()
      .default('general'),
    infoAccess: text('info_access', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    isArchived: boolean('is_archived').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The slow jobs after an upload (video thumbnail, preview, renditions). */
    processing: text('processing', { enum: ['ready', 'processing', 'failed'] })
      .notNull()
      .default('ready'),
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull().defaultNow(),
    /** When something first used the file (media_file_usage); null: never used. */
    firstUse: timestamp('first_use', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped when the file's bytes are replaced (a design published again): its storage keys and its URLs carry it, so
     * no browser keeps a stale file or thumbnail. 0: the bytes it was uploaded with.
     */
    contentVersion: integer('content_version').notNull().default(0),
    /**
     * SHA-256 (hex) of the stored file's bytes, computed while they are stored; null for rows from before (the
     * player's manifest computes it from storage once and stores it). A replaced content gets its own.
     */
    sha256: text('sha256'),
    /** Lower-cased NFC title, description and keywords, written with them by the repository; the keyword search. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('media_files_company_online_id_idx').on(t.companyId, t.onlineId),
    /**
     * The overview's search within one company, deleted files left out: migration 0010 adds INCLUDE (the filter and
     * sort columns, search_text) by hand, so filter, keyword LIKE and count run as an index-only scan over the
     * company's entries instead of reading every row (bench/media-pool.ts). A rare keyword in a large pool can take the
     * trigram index instead (migration 0009), as the display search does.
     */
    index('media_files_company_search_idx')
      .on(t.companyId, t.uploadedOn.desc(), t.onlineId.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('media_files_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The file log (spec 02 §3 `fileLog`): upload, edits, type and status changes, use, deletion; who and when. */
export const mediaFileLog = pgTable(
  'media_file_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_file_log_file_idx').on(t.fileId, t.at),
    // A user's activity report (modules/users/activity).
    index('media_file_log_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * Where a file is used: one row per user of it (a display's placeholder now; designs and schedules add kinds). A
 * file with a row is `used`; the first row sets `media_files.first_use`.
 */
export const mediaFileUsage = pgTable(
  'media_file_usage',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['displayPlaceholder', 'design', 'displayProgram'] }).notNull(),
    resourceId: uuid('resource_id').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.kind, t.resourceId] }),
    index('media_file_usage_resource_idx').on(t.kind, t.resourceId),
  ],
);
