import { z } from 'zod';
import { accessibilities, displayLimits, locationTypes, shareOptions } from '../../display-constants.ts';
import { langSchema, v } from '../common.ts';
import { repeatTokenEmail, tokenEmail, withSameTokenEmail } from './fields.ts';

// ---------- State changes ----------
export const changeInfoAccessBody = z.strictObject({ infoAccess: z.enum(accessibilities, { error: v.required }) });
export const changeLocationBody = z.strictObject({ location: z.enum(locationTypes, { error: v.required }) });
export const changeAccessibilityBody = z.strictObject({ share: z.enum(shareOptions, { error: v.required }) });
export const changeStatusBody = z.strictObject({ status: z.enum(['active', 'inactive'], { error: v.required }) });
const displayIds = z
  .array(z.uuid({ error: v.invalid }), { error: v.required })
  .min(1, v.required)
  .max(100, v.invalid);
export const changeLockStatusBody = z.strictObject({
  displayIds,
  action: z.enum(['lock', 'unlock'], { error: v.required }),
});
export const shutdownBody = z.strictObject({ displayIds });
export const sendDisplayTokenBody = withSameTokenEmail(
  z.strictObject({ email: tokenEmail, repeatEmail: repeatTokenEmail }),
);
export const duplicateQuery = z.strictObject({
  lang: langSchema.optional(),
  duplicateCount: z.coerce
    .number({ error: 'validation.duplicateCount' })
    .int('validation.duplicateCount')
    .min(displayLimits.duplicateMin, 'validation.duplicateCount')
    .max(displayLimits.duplicateMax, 'validation.duplicateCount')
    .default(displayLimits.duplicateDefault),
});
export const duplicateResponse = z.object({
  message: z.string(),
  displays: z.array(z.object({ id: z.string(), onlineId: z.number(), title: z.string() })),
});
