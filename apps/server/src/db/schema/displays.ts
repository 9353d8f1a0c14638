import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { categories, users } from './users.ts';

/** Hours (0..23) a display is available, per weekday: the wizard's availability grid. */
export type Availability = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', number[]>>;
/** Peak visitor band (1..4) per weekday. */
export type PeakTimes = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', number>>;

export const displays = pgTable(
  'displays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The short number people see, sequential per company. */
    onlineId: integer('online_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'duplicated', 'completed'] })
      .notNull()
      .default('draft'),
    /** Number of wizard steps saved so far (0..5). */
    stepsDone: smallint('steps_done').notNull().default(0),
    // General information
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    accessibility: text('accessibility', { enum: ['public', 'private'] })
      .notNull()
      .default('private'),
    location: text('location', { enum: ['external', 'internal'] })
      .notNull()
      .default('internal'),
    shareOptions: text('share_options', { enum: ['share', 'notShare', 'restricted'] })
      .notNull()
      .default('notShare'),
    excludedIndustries: text('excluded_industries').array().notNull().default(sql`'{}'::text[]`),
    predefinedFilters: text('predefined_filters').array().notNull().default(sql`'{}'::text[]`),
    // Specifications
    displayType: text('display_type'),
    brand: text('brand'),
    model: text('model'),
    serialNumber: text('serial_number'),
    sound: boolean('sound'),
    operatingSystem: text('operating_system'),
    alignment: text('alignment'),
    screens: text('screens'),
    sizeInches: real('size_inches'),
    widthCm: real('width_cm'),
    heightCm: real('height_cm'),
    resolution: text('resolution'),
    resolutionWidth: integer('resolution_width'),
    resolutionHeight: integer('resolution_height'),
    aspectRatio: text('aspect_ratio'),
    availability: jsonb('availability').$type<Availability>().notNull().default({}),
    availableDays: text('available_days').array().notNull().default(sql`'{}'::text[]`),
    // Location
    street: text('street'),
    houseNumber: text('house_number'),
    postcode: text('postcode'),
    town: text('town'),
    district: text('district'),
    federalState: text('federal_state'),
    country: text('country'),
    placement: text('placement'),
    locationDescription: text('location_description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Valuation
    visibilityRate: smallint('visibility_rate'),
    visitorCount: smallint('visitor_count'),
    priceCredits: smallint('price_credits'),
    peakTimes: jsonb('peak_times').$type<PeakTimes>().notNull().default({}),
    // Player / token
    isActive: boolean('is_active').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    tokenEmail: text('token_email'),
    playerTokenHash: text('player_token_hash'),
    shutdownAt: timestamp('shutdown_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Lower-cased text the quick search matches (onlineId, title, description, serial number, model, keywords),
     * kept by the trigger `displays_search_text` (migration 0001) and trigram-indexed.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('displays_company_online_id_idx').on(t.companyId, t.onlineId),
    index('displays_company_created_idx').on(t.companyId, t.createdAt),
    index('displays_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /**
     * The own display search (company + display type + status filters, sort by date): migration 0002 adds
     * INCLUDE (search_text, id) by hand, so the keyword LIKE and the count run as an index-only scan over the company's
     * matching rows instead of a trigram bitmap over every company's rows.
     */
    index('displays_company_search_idx')
      .on(t.companyId, t.displayType, t.status, t.isActive, t.createdAt.desc().nullsLast())
      .where(sql`${t.shutdownAt} IS NULL`),
  ],
);

/** Location pictures/video (kind 'location') and program placeholder images (kind 'placeholder'). */
export const displayMedia = pgTable(
  'display_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['location', 'placeholder'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** The media pool file a placeholder was taken from (a copy of its files); its use ends with this row. */
    poolFileId: uuid('pool_file_id'),
    /** SHA-256 (hex) of the stored file, computed once when the player's manifest first names it. */
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('display_media_display_idx').on(t.displayId, t.kind)],
);

/** Partners a 'restricted' display is shared with. */
export const displayShares = pgTable(
  'display_shares',
  {
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    partnerCompanyId: uuid('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('display_shares_pk').on(t.displayId, t.partnerCompanyId),
    index('display_shares_partner_idx').on(t.partnerCompanyId),
  ],
);

/** Ad spots partners booked on a display; `commercial` rows carry a partner's commercial. */
export const adSpots = pgTable(
  'ad_spots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    advertiserCompanyId: uuid('advertiser_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['adSpot', 'commercial'] })
      .notNull()
      .default('adSpot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_spots_display_idx').on(t.displayId)],
);

export const displayLogs = pgTable(
  'display_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('display_logs_display_idx').on(t.displayId, t.createdAt),
    // A user's activity report (modules/users/activity).
    index('display_logs_actor_idx').on(t.actorId, t.createdAt),
  ],
);
