import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { departments, roles, users } from './users.ts';

/**
 * An invitation of an e-mail address into a company with one role (issue 22). Open while neither accepted nor
 * withdrawn: one open invitation per company and address (inviting the address again renews it). Only the SHA-256
 * hash of the mailed token is stored; the link works until `expires_at` (7 days, renewed by a resend).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    affiliation: text('affiliation', { enum: ['internal', 'external'] })
      .notNull()
      .default('internal'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    /** The language of the mail (the inviter's at the time), kept for a resend. */
    language: text('language', { enum: ['en', 'de'] })
      .notNull()
      .default('en'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_open_idx')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.withdrawnAt} is null`),
    uniqueIndex('invitations_token_idx').on(t.tokenHash),
    index('invitations_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
