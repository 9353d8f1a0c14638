import { z } from 'zod';
import { langSchema, v } from './common.ts';
import { superpanelCompany } from './users.ts';

export const superpanelPaging = { page: 1, limit: 20, maxLimit: 100 } as const;

/** GET /api/superpanel/companies: `keyword` matches the company name literally and case-insensitively. */
export const superpanelCompaniesQuery = z.strictObject({
  page: z.coerce
    .number({ error: v.invalid })
    .int(v.invalid)
    .min(1, v.invalid)
    .max(1_000_000, v.invalid)
    .default(superpanelPaging.page),
  limit: z.coerce
    .number({ error: v.invalid })
    .int(v.invalid)
    .min(1, v.invalid)
    .max(superpanelPaging.maxLimit, v.invalid)
    .default(superpanelPaging.limit),
  keyword: z.string().trim().max(200, v.tooLong).optional(),
  lang: langSchema.optional(),
});
export type SuperpanelCompaniesQuery = z.input<typeof superpanelCompaniesQuery>;

export const superpanelCompaniesResponse = z.object({ items: z.array(superpanelCompany), totalCount: z.number() });
export type SuperpanelCompaniesResponse = z.infer<typeof superpanelCompaniesResponse>;

export const superpanelMeResponse = z.object({ id: z.string(), email: z.string() });
export type SuperpanelMe = z.infer<typeof superpanelMeResponse>;
