import { z } from 'zod';
import { langSchema, v } from './common.ts';
import { superpanelPaging } from './superpanel.ts';

/** GET /api/superpanel/mails/failed: mails that used up their delivery attempts, most recently failed first. */
export const failedMailsQuery = z.strictObject({
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
  lang: langSchema.optional(),
});
export type FailedMailsQuery = z.input<typeof failedMailsQuery>;

export const failedMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  /** The last delivery error, as the mail server or the system reported it (not translated). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedMail = z.infer<typeof failedMail>;

export const failedMailsResponse = z.object({ items: z.array(failedMail), totalCount: z.number() });
export type FailedMailsResponse = z.infer<typeof failedMailsResponse>;

/** POST /api/superpanel/mails/{id}/retry */
export const mailIdParams = z.strictObject({ id: z.uuid({ error: v.invalid }) });
