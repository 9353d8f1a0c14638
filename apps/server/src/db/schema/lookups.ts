import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Reference data groups of spec §3 (industries, countries, ...), labelled in both languages. */
export const lookups = pgTable(
  'lookups',
  {
    group: text('group').notNull(),
    code: text('code').notNull(),
    labelEn: text('label_en').notNull(),
    labelDe: text('label_de').notNull(),
    extra: text('extra'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.group, t.code] })],
);
