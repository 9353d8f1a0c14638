import { z } from 'zod';
import { companyStatuses, superpanelCompanySortFields, superpanelPaging, userStatuses } from '../constants.ts';
import { displayStatuses } from '../display-constants.ts';
import { langSchema, pageParam, pageSizeParam, uuidParam, v } from './common.ts';
import { singleLineText } from './text.ts';

/** The `page` and `limit` query fields of the superpanel's lists. */
export const superpanelPageFields = {
  page: pageParam,
  limit: pageSizeParam(superpanelPaging.maxLimit, superpanelPaging.limit),
};

/** `sort` of the company list: a field, descending with a leading `-`; newest first when left out. */
export const superpanelCompanySort = z
  .string()
  .regex(new RegExp(`^-?(${superpanelCompanySortFields.join('|')})$`), v.invalid)
  .default('-createdAt');

/**
 * GET /api/superpanel/companies: `keyword` matches the company name literally and case-insensitively, `status`
 * keeps active or blocked companies only.
 */
export const superpanelCompaniesQuery = z.strictObject({
  ...superpanelPageFields,
  keyword: singleLineText(200).optional(),
  status: z.enum(companyStatuses, { error: v.invalid }).optional(),
  sort: superpanelCompanySort,
  lang: langSchema.optional(),
});
export type SuperpanelCompaniesQuery = z.input<typeof superpanelCompaniesQuery>;

export const superpanelCompany = z.object({
  id: z.string(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  userCount: z.number().int(),
  displayCount: z.number().int().meta({ description: 'Displays not shut down' }),
  storageBytes: z
    .number()
    .int()
    .meta({ description: 'Bytes the media pool takes in storage (as GET /mediapools/storage)' }),
  status: z.enum(companyStatuses),
  createdAt: z.string(),
});
export type SuperpanelCompany = z.infer<typeof superpanelCompany>;

export const superpanelCompaniesResponse = z.object({ items: z.array(superpanelCompany), totalCount: z.number() });
export type SuperpanelCompaniesResponse = z.infer<typeof superpanelCompaniesResponse>;

export const superpanelMeResponse = z.object({ id: z.string(), email: z.string() });
export type SuperpanelMe = z.infer<typeof superpanelMeResponse>;

/** /api/superpanel/companies/{companyId}[/block|/unblock] */
export const superpanelCompanyParams = uuidParam('companyId');

/** POST .../block and .../unblock: the company's status afterwards (the same when it already had it). */
export const companyStatusResponse = z.object({
  message: z.string(),
  id: z.string(),
  status: z.enum(companyStatuses),
});
export type CompanyStatusResponse = z.infer<typeof companyStatusResponse>;

const countsOf = <const Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<Keys[number], z.ZodNumber>);

/** A member as the overview lists it (the first members, owners first). */
export const superpanelCompanyMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  userType: z.enum(['companyOwner', 'companyUser']),
  status: z.enum(userStatuses),
  roleLabels: z.array(z.string()).meta({ description: "The labels of the member's roles" }),
  lastActivityAt: z.string().nullable(),
});
export type SuperpanelCompanyMember = z.infer<typeof superpanelCompanyMember>;

/** GET /api/superpanel/companies/{companyId}: the read-only overview of one company. */
export const superpanelCompanyDetails = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(companyStatuses),
  industry: z.string(),
  businessModel: z.string(),
  address: z.object({
    street: z.string(),
    houseNumber: z.string(),
    postcode: z.string(),
    town: z.string(),
    federalState: z.string(),
    country: z.string(),
  }),
  phone: z.string(),
  createdAt: z.string(),
  owner: z.object({ email: z.string(), name: z.string().nullable() }).nullable(),
  users: z.object({
    total: z.number().int(),
    byStatus: countsOf(userStatuses),
    items: z.array(superpanelCompanyMember).meta({ description: 'The first 50 members, owners first' }),
  }),
  roleCount: z.number().int(),
  displays: z.object({
    total: z.number().int().meta({ description: 'Displays not shut down' }),
    byStatus: countsOf(displayStatuses),
    active: z.number().int(),
    shutDown: z.number().int(),
  }),
  media: z.object({ count: z.number().int(), storageBytes: z.number().int() }),
});
export type SuperpanelCompanyDetails = z.infer<typeof superpanelCompanyDetails>;
