/** Enumerations and limits of the specification (platform spec §3, §5, §9). */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const isLanguage = (v: unknown): v is Language => v === 'en' || v === 'de';

export const storageKeys = {
  language: 'selectedLanguage',
  login: 'loginData',
  superpanelLogin: 'superpanelLoginData',
} as const;

/**
 * Machine-readable reason on a 403 login answer, so the client can offer to resend the verification mail. Here, not
 * beside the login schema, so the login page reads it without loading zod.
 */
export const loginErrorCodes = { emailNotVerified: 'EMAIL_NOT_VERIFIED', companyBlocked: 'COMPANY_BLOCKED' } as const;

export const userTypes = ['companyOwner', 'companyUser'] as const;
export type UserType = (typeof userTypes)[number];
export const userStatuses = ['active', 'paused', 'notActive'] as const;
export type UserStatus = (typeof userStatuses)[number];
export const affiliations = ['internal', 'external'] as const;
export type Affiliation = (typeof affiliations)[number];

/** Period options in days (spec §9). */
export const periodDays = [7, 14, 21, 31, 62, 93, 365] as const;
export type PeriodDays = (typeof periodDays)[number];

export const paging = { page: 1, perPage: 10, sort: 'onlineId', sortOrder: 'asce' } as const;
export const perPageOptions = [10, 20, 50, 100] as const;
/** Paging of the superpanel's lists (its address and GET /api/superpanel/*). */
export const superpanelPaging = { page: 1, limit: 20, maxLimit: 100 } as const;
/** A company's status, set by the superpanel: a blocked company's users cannot log in. */
export const companyStatuses = ['active', 'blocked'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];
/** The columns the superpanel's company list sorts by (`sort=-storageBytes`: descending). */
export const superpanelCompanySortFields = [
  'name',
  'ownerEmail',
  'userCount',
  'displayCount',
  'storageBytes',
  'status',
  'createdAt',
] as const;
export type SuperpanelCompanySortField = (typeof superpanelCompanySortFields)[number];
export const sortOrders = ['asce', 'desc'] as const;
/** The sortable columns of the user overview (GET /api/users `sort`). */
export const userSortFields = [
  'onlineId',
  'name',
  'email',
  'company',
  'department',
  'category',
  'affiliation',
  'status',
  'entryDate',
  'lastActivity',
] as const;
export type UserSortField = (typeof userSortFields)[number];

export const lookupGroups = [
  'paymentMethods',
  'businessModels',
  'industries',
  'predefinedFilters',
  'federalStates',
  'salutations',
  'titles',
  'countries',
  'countryCallingCodes',
  'displayBrands',
  'signageCategories',
] as const;
export type LookupGroup = (typeof lookupGroups)[number];

export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  jsonBodyBytes: 1024 * 1024,
  emailTokenHours: 24,
} as const;

export const appVersionLabel = 'alpha';
export const productName = 'Plakat';
