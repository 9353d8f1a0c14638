import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { displays } from './displays.ts';
import { users } from './users.ts';

/**
 * A device code an unpaired player asked for (issue 25): open for 10 minutes, claimed once by a user of a company for
 * one of its displays, then delivered once to the player that knows the secret. Only hashes of the secret are kept.
 * Not bound to a company until claimed; expired and delivered rows are removed by the player's cleanup.
 */
export const playerPairings = pgTable(
  'player_pairings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    displayId: uuid('display_id').references(() => displays.id, { onDelete: 'cascade' }),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open code of a kind at a time: a new code that collides with an unclaimed one is drawn again.
    uniqueIndex('player_pairings_open_code').on(t.code).where(sql`${t.claimedAt} IS NULL`),
    index('player_pairings_expires').on(t.expiresAt),
  ],
);

/**
 * A player's credential: the bearer token (its SHA-256 only) that a paired player sends to /api/player/*. It plays
 * for one display while that display plays (completed, active, not locked, not shut down) and keeps the player token
 * it was made under; removing the row ends it at once.
 */
export const playerCredentials = pgTable(
  'player_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * The display's player token (its hash, `displays.player_token_hash`) when the credential was made: a new token
     * for the display ends every credential made before it.
     */
    displayTokenHash: text('display_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('player_credentials_token').on(t.tokenHash), index('player_credentials_display').on(t.displayId)],
);
