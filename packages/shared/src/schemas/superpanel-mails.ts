import { z } from 'zod';
import { langSchema, uuidParam } from './common.ts';
import { superpanelPageFields } from './superpanel.ts';

/** GET /api/superpanel/mails/failed: mails that used up their delivery attempts, most recently failed first. */
export const failedMailsQuery = z.strictObject({
  ...superpanelPageFields,
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
export const mailIdParams = uuidParam('id');
