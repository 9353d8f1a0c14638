import { z } from 'zod';
import { limits } from '../../constants.ts';
import { v } from '../common.ts';
import { type TextKind, filledText, withoutRefusedCharacters } from '../text.ts';

/**
 * Field builders of the display contracts (displays spec 02 §3, §7), used by several of them and not exported from the
 * package. Field messages are i18n keys; '{Field} field is invalid' style messages are built by the web from
 * `validation.fieldInvalid` with the field's label.
 */
export const rating = z.number({ error: v.required }).int(v.invalid).min(1, v.invalid).max(5, v.invalid);
export const text = (max: number, kind: TextKind = 'line') => filledText(max, kind);
export const code = z
  .string()
  .trim()
  .min(1, v.required)
  .max(64, v.invalid)
  .refine(withoutRefusedCharacters('line'), v.invalidCharacters);
/** A 1..n filter value: out of range or not a whole number is 'invalid' (not "too long"), on the field itself. */
export const scale = (max: number) =>
  z.number({ error: v.invalid }).int(v.invalid).min(1, v.invalid).max(max, v.invalid);

/**
 * The player token e-mail and its repetition, with the messages of spec 01 §5 / 02 §5 ('E-mail address Field Is
 * Required', 'E-mail address Field Is Invalid', 'Email addresses aren't the same'): the token management and the
 * wizard's player step say the same.
 */
export const tokenEmail = z
  .string({ error: 'validation.tokenEmailRequired' })
  .trim()
  .min(1, 'validation.tokenEmailRequired')
  .max(limits.emailMax, 'validation.tokenEmailInvalid')
  .pipe(z.email({ error: 'validation.tokenEmailInvalid' }))
  .transform((s) => s.toLowerCase());
export const repeatTokenEmail = z
  .string({ error: 'validation.tokenEmailRequired' })
  .trim()
  .min(1, 'validation.tokenEmailRequired');

/** Checks that the repetition matches the token e-mail; a repetition that differs is reported on itself. */
export const withSameTokenEmail = <Schema extends z.ZodType<{ email: string; repeatEmail: string }>>(schema: Schema) =>
  schema.refine((b) => b.email === b.repeatEmail.toLowerCase(), {
    message: 'validation.emailsDiffer',
    path: ['repeatEmail'],
  });
