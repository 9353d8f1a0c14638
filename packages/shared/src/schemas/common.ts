import { z } from 'zod';
import { languages, limits } from '../constants.ts';
import { type TextKind, cleanText, filledText, invalidCharactersMessage } from './text.ts';

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
  invalidCharacters: invalidCharactersMessage,
} as const;

export const langSchema = z.enum(languages);
export const langQuery = z.strictObject({ lang: langSchema.optional() });

/** A text field that must be filled (NFC, trimmed, no control characters; shared text also no invisible ones: text.ts). */
export const requiredText = (max: number = limits.nameMax, kind: TextKind = 'line') => filledText(max, kind);
export const optionalText = (max: number = limits.nameMax, kind: TextKind = 'line') => cleanText(max, kind).optional();

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

/** The 1-based page number of a paged list. */
export const pageParam = z.coerce
  .number({ error: v.invalid })
  .int(v.invalid)
  .min(1, v.invalid)
  .max(1_000_000, v.invalid)
  .default(1);
/** The rows per page of a paged list: 1 to `max`, `fallback` when left out. */
export const pageSizeParam = (max: number, fallback: number) =>
  z.coerce.number({ error: v.invalid }).int(v.invalid).min(1, v.invalid).max(max, v.invalid).default(fallback);

/** A postal code: letters, digits, spaces and dashes, up to 10 characters. */
export const postcodeSchema = z
  .string({ error: v.required })
  .normalize('NFC')
  .trim()
  .min(1, v.required)
  .max(10, v.tooLong)
  .regex(/^[A-Za-z0-9 -]+$/, v.invalid);

export const messageResponse = z.object({ message: z.string() });
/** Every error answer of the API (the server's error handler writes it; OpenAPI component `ApiError`). */
export const errorResponse = z.object({
  message: z.string().describe('What went wrong, translated into the request language'),
  errors: z
    .array(
      z.object({
        path: z.string().describe('The field, dot-separated (`address.zipCode`, `media`)'),
        message: z.string().describe("The field's problem, translated"),
      }),
    )
    .optional()
    .describe('400 only: each invalid field'),
  code: z
    .string()
    .optional()
    .describe('A stable code where a client acts on the reason: EMAIL_NOT_VERIFIED, DRAFT_LIMIT, COPY_LIMIT'),
});
/** Path parameters of one id: `uuidParam('displayId')` is `{ displayId: <uuid> }`. */
export const uuidParam = <Name extends string>(name: Name) =>
  z.strictObject({ [name]: z.uuid({ error: v.invalid }) } as Record<Name, z.ZodUUID>);
