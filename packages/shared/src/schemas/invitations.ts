import { z } from 'zod';
import { affiliations, limits } from '../constants.ts';
import {
  emailSchema,
  langSchema,
  optionalText,
  requiredText,
  pageParam,
  pageSizeParam,
  passwordSchema,
  v,
} from './common.ts';
import { tokenBody } from './auth.ts';

export const invitationLimits = { emailsMax: 50, messageMax: 1000, validDays: 7 } as const;
export const invitationStatuses = ['pending', 'expired', 'accepted'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * POST /api/invitations. The addresses are checked one by one by the server, so that a bad one is named in the
 * answer (400 "… is not a valid e-mail address") and nothing is sent.
 */
export const inviteBody = z.strictObject({
  emails: z
    .array(z.string({ error: v.invalid }).trim().max(limits.emailMax, v.tooLong), { error: v.required })
    .min(1, v.required)
    .max(invitationLimits.emailsMax, v.tooLong),
  roleId: z.uuid({ error: v.invalid }),
  affiliation: z.enum(affiliations, { error: v.invalid }),
  departmentId: z.uuid({ error: v.invalid }).optional(),
  message: optionalText(invitationLimits.messageMax, 'sharedMultiline'),
});
export type InviteBody = z.input<typeof inviteBody>;
export const inviteResponse = z.object({ message: z.string(), invited: z.array(z.string()) });

export const invitationListQuery = z.strictObject({
  status: z.enum(invitationStatuses, { error: v.invalid }).optional(),
  page: pageParam,
  perPage: pageSizeParam(100, 20),
  lang: langSchema.optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuery>;

export const invitationItem = z.object({
  id: z.string(),
  email: z.string(),
  role: z.object({ id: z.string(), label: z.string() }),
  affiliation: z.enum(affiliations),
  department: z.object({ id: z.string(), name: z.string() }).nullable(),
  invitedBy: z.string().nullable(),
  status: z.enum(invitationStatuses),
  expiresAt: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type InvitationItem = z.infer<typeof invitationItem>;
export const invitationListResponse = z.object({ items: z.array(invitationItem), totalCount: z.number() });
export type InvitationListResponse = z.infer<typeof invitationListResponse>;

export const invitationTokenQuery = z.strictObject({ token: tokenBody.shape.token, lang: langSchema.optional() });
/** GET /api/invitations/accept-info: what the /register page shows of an invitation. */
export const invitationInfoResponse = z.object({
  status: z.enum(['valid', 'expired', 'used']),
  email: z.string(),
  companyName: z.string(),
  inviterName: z.string().nullable(),
});
export type InvitationInfo = z.infer<typeof invitationInfoResponse>;

const repeatPassword = z.string({ error: v.required }).min(1, v.required);
/** POST /api/invitations/accept: the invited person chooses a password; the answer logs them in. */
export const acceptInvitationBody = z
  .strictObject({
    token: tokenBody.shape.token,
    password: passwordSchema,
    repeatPassword,
    lang: langSchema.optional(),
  })
  .refine((b) => b.password === b.repeatPassword, { message: v.passwordsDiffer, path: ['repeatPassword'] });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

/** POST /api/users (CREATE_USER): a user with a one-time password, mailed to them. */
export const createUserBody = z.strictObject({
  email: emailSchema,
  firstName: requiredText(limits.nameMax, 'shared'),
  lastName: requiredText(limits.nameMax, 'shared'),
  roleId: z.uuid({ error: v.invalid }),
  affiliation: z.enum(affiliations, { error: v.invalid }),
  departmentId: z.uuid({ error: v.invalid }).optional(),
  lang: langSchema.optional(),
});
export type CreateUserBody = z.input<typeof createUserBody>;
export const createUserResponse = z.object({ message: z.string(), userId: z.string() });

/** POST /api/auth/initialPassword: a user created with a one-time password sets their own. */
export const initialPasswordBody = z
  .strictObject({ password: passwordSchema, repeatPassword })
  .refine((b) => b.password === b.repeatPassword, { message: v.passwordsDiffer, path: ['repeatPassword'] });
export type InitialPasswordBody = z.input<typeof initialPasswordBody>;
