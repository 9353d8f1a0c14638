import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    businessModel: text('business_model').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    town: text('town').notNull(),
    federalState: text('federal_state').notNull(),
    country: text('country').notNull(),
    phoneCountryCode: text('phone_country_code').notNull(),
    phone: text('phone').notNull(),
    /** Last display onlineId handed out; incremented in the creating transaction. */
    displaySeq: integer('display_seq').notNull().default(0),
    /**
     * Bumped at commit of every transaction that changes what the company's own display search can answer (its
     * displays, their media, its categories, its name); the search result cache is keyed by it. Kept by triggers
     * (migration 0003), never written by the application.
     */
    displayRevision: bigint('display_revision', { mode: 'number' }).notNull().default(0),
    /** Media pool setting "keep originals" (owner only, off by default): uploads keep their bytes for download. */
    keepMediaOriginals: boolean('keep_media_originals').notNull().default(false),
    /** Minutes a display stays offline before its company is told (issue 25; the offline monitor, 0..1440). */
    offlineAlertMinutes: integer('offline_alert_minutes').notNull().default(5),
    /**
     * Set by the superpanel: a blocked company's users cannot log in, and their sessions end when it is blocked (and
     * on their next request, through the members' auth_revision, migration 0013).
     */
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** The company logo's 256 px thumbnail in storage (issue 23; the owner uploads it); null: no logo. */
    logoKey: text('logo_key'),
    /** Bumped with every logo change: the logo's URL carries it, so a new logo is a new URL (cached for good). */
    logoVersion: integer('logo_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_name_idx').on(sql`lower(${t.name})`)],
);

/** A partnership is directed: `companyId` lets `partnerCompanyId` see what it shares with it. Demo data creates both directions. */
export const partnerships = pgTable(
  'partnerships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerCompanyId: uuid('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partnerships_pair_idx').on(t.companyId, t.partnerCompanyId)],
);
