import { z } from 'zod';
import { languages, limits } from '../constants.ts';

/**
 * Field messages are i18n keys of the `validation` namespace; the server translates them into the request's
 * language and the web uses the same keys in its forms, so both speak with one voice.
 */
export const v = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  email: 'validation.email',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  passwordsDiffer: 'validation.passwordsDiffer',
  acceptTerms: 'validation.acceptTerms',
  passwordWeak: 'validation.passwordWeak',
} as const;

export const langSchema = z.enum(languages);
export const langQuery = z.strictObject({ lang: langSchema.optional() });

export const requiredText = (max: number = limits.nameMax) =>
  z.string({ error: v.required }).trim().min(1, v.required).max(max, v.tooLong);
export const optionalText = (max: number = limits.nameMax) => z.string().trim().max(max, v.tooLong).optional();

export const emailSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .max(limits.emailMax, v.tooLong)
  .pipe(z.email({ error: v.email }))
  .transform((s) => s.toLowerCase());

export const passwordSchema = z
  .string({ error: v.required })
  .min(limits.passwordMin, v.tooShort)
  .max(limits.passwordMax, v.tooLong)
  .refine((s) => /[A-Za-zÄÖÜäöüß]/.test(s) && /[^A-Za-zÄÖÜäöüß]/.test(s), v.passwordWeak);

export const messageResponse = z.object({ message: z.string() });
export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export const uuidParam = (name: string) => z.strictObject({ [name]: z.uuid({ error: v.invalid }) });
