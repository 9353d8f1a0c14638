import { z } from 'zod';
import { limits } from '../constants.ts';
import { emailSchema, langSchema, passwordSchema, requiredText, v } from './common.ts';
import { lookupCode, phoneNumber } from './registration.ts';

/**
 * The own profile at /dashboard/user-profile: person data and language (PATCH /users/profile), the password
 * (POST /users/profile/password) and the e-mail address (POST /users/profile/email, confirmed from the mail).
 */
export const profileUpdateBody = z
  .strictObject({
    salutation: lookupCode,
    /** null removes the title. */
    title: lookupCode.nullable(),
    firstName: requiredText(limits.nameMax, 'shared'),
    lastName: requiredText(limits.nameMax, 'shared'),
    phoneCountryCode: lookupCode,
    phone: phoneNumber,
    language: langSchema,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, v.invalid);
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

const currentPassword = z.string({ error: v.required }).min(1, v.required).max(limits.passwordMax, v.tooLong);

export const passwordChangeBody = z
  .strictObject({
    currentPassword,
    newPassword: passwordSchema,
    repeatPassword: z.string({ error: v.required }).min(1, v.required),
  })
  .refine((b) => b.newPassword === b.repeatPassword, { message: v.passwordsDiffer, path: ['repeatPassword'] });
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** Spec 01 §5: the change-email form needs a repeat e-mail that matches ('Email addresses aren't the same'). */
export const emailsDiffer = 'validation.emailsDiffer';
export const emailChangeBody = z
  .strictObject({ newEmail: emailSchema, repeatEmail: emailSchema, password: currentPassword })
  .refine((b) => b.newEmail === b.repeatEmail, { message: emailsDiffer, path: ['repeatEmail'] });
export type EmailChangeBody = z.input<typeof emailChangeBody>;
export const emailChangeResponse = z.object({ message: z.string(), newEmail: z.string() });
