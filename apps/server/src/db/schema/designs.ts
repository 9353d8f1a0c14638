import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { mediaFiles } from './media-pool.ts';
import { users } from './users.ts';

/**
 * A screen design of the editor (issue 24): its artboard, the draft (the latest revision) and the published one. The
 * document itself lives in its revisions; `published_file_id` is the media pool file the publish rendered into.
 */
export const designs = pgTable(
  'designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    orientation: text('orientation', { enum: ['landscape', 'portrait'] }).notNull(),
    /** A company template: listed under templates, a new design can start from it. */
    isTemplate: boolean('is_template').notNull().default(false),
    /**
     * The latest revision (null only inside the creating transaction) and the published one. No foreign keys to
     * design_revisions: they would close a cycle with design_revisions.design_id, which the backup's dump order (by
     * foreign keys) cannot have. Revisions go only with their design (cascade) and by the pruning, which keeps these.
     */
    draftRevisionId: uuid('draft_revision_id'),
    publishedRevisionId: uuid('published_revision_id'),
    publishedFileId: uuid('published_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** The list's thumbnail in storage; its version is in the key and the URL, so a new one is a new address. */
    thumbKey: text('thumb_key'),
    thumbVersion: integer('thumb_version').notNull().default(0),
    /** The revision number the thumbnail shows. */
    thumbRevision: integer('thumb_revision'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('designs_company_list_idx').on(t.companyId, t.isTemplate, t.updatedAt.desc()),
    index('designs_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** One saved state of a design's document (any known schemaVersion; migrated on read). */
export const designRevisions = pgTable(
  'design_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    /** 1, 2, 3, ... per design: the optimistic check of a save compares it. */
    number: integer('number').notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
    byteSize: integer('byte_size').notNull(),
    elementCount: integer('element_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('design_revisions_design_number_idx').on(t.designId, t.number)],
);
