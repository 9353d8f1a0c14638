import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { displays } from './displays.ts';
import { mediaFiles } from './media-pool.ts';

/**
 * A display's program (issue 25, docs/api/player.md): the pool pictures, pool videos and published designs its screen
 * plays, in `position` order. Replaced as a whole (PUT /displays/{id}/program). An item whose pool file is deleted
 * stays (the answer marks it missing, the manifest skips it) until the program is saved without it.
 */
export const displayProgramItems = pgTable(
  'display_program_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => mediaFiles.id),
    /** Seconds on screen; null: a video's own length, else the default. */
    durationSeconds: integer('duration_seconds'),
    /** ISO days of the week (1 Monday .. 7 Sunday); empty: every day. */
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    /** Local hours 'HH:MM' it plays in (both or neither). */
    hoursFrom: text('hours_from'),
    hoursTo: text('hours_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('display_program_items_position_idx').on(t.displayId, t.position),
    // The pool file's uses and the media-pool's deletion look items up by file.
    index('display_program_items_file_idx').on(t.fileId),
  ],
);
