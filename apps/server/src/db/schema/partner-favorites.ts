import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { displays } from './displays.ts';

/**
 * A partner display a company marked as a favourite (issue 23, SET_PARTNER_FAVORITE_DISPLAY): first in its partner
 * display overview and behind its favourite filter. A row outlives the display's visibility (it counts again when the
 * display is shared again); it goes with the display or the company.
 */
export const partnerFavoriteDisplays = pgTable(
  'partner_favorite_displays',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_favorite_displays_pk').on(t.companyId, t.displayId),
    index('partner_favorite_displays_display_idx').on(t.displayId),
  ],
);
