import { z } from 'zod';
import { v } from './common.ts';

/** The company logo (issue 23): one picture (JPEG, PNG, WebP or GIF) up to 5 MB, kept as a 256 px square WebP. */
export const companyLogoLimits = { maxBytes: 5 * 1024 * 1024, size: 256 } as const;

/** GET, PUT and DELETE /api/company/logo: the logo's URL now (null: none, the initial shows instead). */
export const companyLogoState = z.object({ logoThumbUrl: z.string().nullable() });
export const companyLogoResponse = companyLogoState.extend({ message: z.string() });

/** GET /api/files/company-logos/{companyId}/{version}: the versioned, cacheable address of a logo. */
export const companyLogoFileParams = z.strictObject({
  companyId: z.uuid({ error: v.invalid }),
  version: z.string().regex(/^[1-9]\d{0,8}\.webp$/, { error: v.invalid }),
});
