import { z } from 'zod';
import { emailSchema, langSchema, passwordSchema, v } from './common.ts';
import { withoutRefusedCharacters } from './text.ts';

const passwordsMatch = (b: { password: string; repeatPassword: string }) => b.password === b.repeatPassword;
const mismatch = { message: v.passwordsDiffer, path: ['repeatPassword'] };
const repeatPassword = z.string({ error: v.required }).min(1, v.required);

export const registerBody = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    repeatPassword,
    acceptTerms: z.literal(true, { error: v.acceptTerms }),
    lang: langSchema.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.strictObject({
  email: emailSchema,
  password: z.string({ error: v.required }).min(1, v.required).max(1024, v.tooLong),
});
export type LoginBody = z.input<typeof loginBody>;

export const tokenBody = z.strictObject({
  token: z
    .string({ error: v.required })
    .min(1, v.required)
    .max(200, v.invalid)
    .refine(withoutRefusedCharacters('line'), v.invalid),
});
export const emailBody = z.strictObject({ email: emailSchema, lang: langSchema.optional() });
export const resetPasswordBody = z
  .strictObject({ token: tokenBody.shape.token, password: passwordSchema, repeatPassword, lang: langSchema.optional() })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const loginResponse = z.object({ userId: z.string(), accessToken: z.string(), refreshToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;
export const refreshResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponse>;
