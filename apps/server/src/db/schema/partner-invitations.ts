import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A company's invitation to become partners, addressed to the e-mail of the other company's administrator (issue 23).
 * The invited company is the company of the user with that address when the invitation is read or answered (the
 * address may register after the invitation was sent); `invited_company_id` records the one that answered.
 * `state` 'pending' until accepted, declined or withdrawn; a pending one is expired once `expires_at` passed (a resend
 * renews it). One pending invitation per inviting company and address.
 */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterCompanyId: uuid('inviter_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    message: text('message'),
    /** The language of the mails (the inviter's at the time), kept for a resend. */
    language: text('language', { enum: ['en', 'de'] })
      .notNull()
      .default('en'),
    state: text('state', { enum: ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] })
      .notNull()
      .default('pending'),
    invitedCompanyId: uuid('invited_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_invitations_open_idx').on(t.inviterCompanyId, t.email).where(sql`${t.state} = 'pending'`),
    index('partner_invitations_email_idx').on(t.email),
    index('partner_invitations_inviter_idx').on(t.inviterCompanyId, t.createdAt),
  ],
);
