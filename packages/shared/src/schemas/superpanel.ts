import { z } from 'zod';
import { superpanelPaging } from '../constants.ts';
import { langSchema, pageParam, pageSizeParam } from './common.ts';
import { singleLineText } from './text.ts';
import { superpanelCompany } from './users.ts';

/** The `page` and `limit` query fields of the superpanel's lists. */
export const superpanelPageFields = {
  page: pageParam,
  limit: pageSizeParam(superpanelPaging.maxLimit, superpanelPaging.limit),
};

/** GET /api/superpanel/companies: `keyword` matches the company name literally and case-insensitively. */
export const superpanelCompaniesQuery = z.strictObject({
  ...superpanelPageFields,
  keyword: singleLineText(200).optional(),
  lang: langSchema.optional(),
});
export type SuperpanelCompaniesQuery = z.input<typeof superpanelCompaniesQuery>;

export const superpanelCompaniesResponse = z.object({ items: z.array(superpanelCompany), totalCount: z.number() });
export type SuperpanelCompaniesResponse = z.infer<typeof superpanelCompaniesResponse>;

export const superpanelMeResponse = z.object({ id: z.string(), email: z.string() });
export type SuperpanelMe = z.infer<typeof superpanelMeResponse>;
