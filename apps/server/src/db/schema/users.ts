import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** A name is unique within its company, whatever its case (409 from the management pages). */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('departments_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/** A title is unique within its company, whatever its case; users, displays and media lose a deleted category. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    color: text('color').notNull(),
  },
  (t) => [uniqueIndex('categories_company_title_idx').on(t.companyId, sql`lower(${t.title})`)],
);

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  /** owner | administrator | editor | viewer for the preset roles, null for custom roles. */
  preset: text('preset'),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  /**
   * Which displays and private media files the role's keys reach: `all` of the company's, or only those assigned to
   * each holder for this role (`role_display_assignments`, `role_media_assignments`).
   */
  displayScope: text('display_scope', { enum: ['all', 'assigned'] })
    .notNull()
    .default('all'),
  mediaScope: text('media_scope', { enum: ['all', 'assigned'] })
    .notNull()
    .default('all'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

type SearchTextColumns = { onlineId: AnyPgColumn; email: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn };
function searchTextOf(t: SearchTextColumns) {
  return sql`(lower(${t.onlineId}::text || ' ' || ${t.email} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')))`;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onlineId: integer('online_id').generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    userType: text('user_type', { enum: ['companyOwner', 'companyUser'] }).notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    status: text('status', { enum: ['active', 'paused', 'notActive'] })
      .notNull()
      .default('active'),
    affiliation: text('affiliation', { enum: ['internal', 'external'] })
      .notNull()
      .default('internal'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    language: text('language', { enum: ['en', 'de'] })
      .notNull()
      .default('en'),
    salutation: text('salutation'),
    title: text('title'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    position: text('position'),
    phoneCountryCode: text('phone_country_code'),
    phone: text('phone'),
    entryDate: date('entry_date', { mode: 'string' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /**
     * Bumped by a trigger whenever anything the session cache or the profile shows of this user changes, also
     * through its role or company (migration 0006); modules/auth/session-cache.ts compares it on every request.
     */
    /** Set for a user created with a one-time password (CREATE_USER): the web asks for a new password first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    authRevision: bigint('auth_revision', { mode: 'number' }).notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_company_idx').on(t.companyId),
    // The user overview (modules/users/repository/search.ts): its default order within a company, and fullText within
    // the company (btree_gin: a frequent name's trigrams then read the company's entries only, migration 0019).
    index('users_company_online_idx').on(t.companyId, t.onlineId),
    index('users_company_search_trgm_idx').using('gin', t.companyId, sql`${searchTextOf(t)} gin_trgm_ops`),
  ],
);

/**
 * What the user overview's fullText matches (parts of words, lower case): the user ID, e-mail address, first and
 * last name. The trigram index `users_company_search_trgm_idx` is built on the company and this very expression.
 */
export const userSearchText = searchTextOf(users);

/**
 * The user overview's revision per company: triggers bump it at the commit of every change the overview shows (its
 * users, their roles, departments, categories, role labels, the company name; migration 0019). It keys the overview's
 * result cache (modules/users/search/cache.ts). A table of its own, not a column of companies: see migration 0019.
 */
export const userSearchRevisions = pgTable('user_search_revisions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export const superpanelAdmins = pgTable(
  'superpanel_admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('superpanel_admins_email_idx').on(t.email)],
);
