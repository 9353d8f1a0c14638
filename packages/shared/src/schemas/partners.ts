import { z } from 'zod';
import { emailSchema, langSchema, optionalText, pageParam, pageSizeParam, uuidParam, v } from './common.ts';

/** Partner invitations (issue 23): valid for 14 days, renewed by a resend; the message is plain text. */
export const partnerInvitationLimits = { messageMax: 1000, validDays: 14 } as const;
export const partnerInvitationStates = ['pending', 'expired', 'accepted', 'declined', 'withdrawn'] as const;
export type PartnerInvitationState = (typeof partnerInvitationStates)[number];
export const partnerInvitationDirections = ['sent', 'received'] as const;

/** POST /api/partners/invitations: the e-mail address of the other company's administrator. */
export const partnerInviteBody = z.strictObject({
  email: emailSchema,
  message: optionalText(partnerInvitationLimits.messageMax, 'sharedMultiline'),
});
export type PartnerInviteBody = z.input<typeof partnerInviteBody>;
export const partnerInviteResponse = z.object({ message: z.string(), id: z.string() });

export const partnerInvitationListQuery = z.strictObject({
  direction: z.enum(partnerInvitationDirections, { error: v.invalid }).optional(),
  state: z.enum(partnerInvitationStates, { error: v.invalid }).optional(),
  page: pageParam,
  perPage: pageSizeParam(100, 20),
  lang: langSchema.optional(),
});
export type PartnerInvitationListQuery = z.infer<typeof partnerInvitationListQuery>;

export const partnerInvitationItem = z.object({
  id: z.string(),
  direction: z.enum(partnerInvitationDirections),
  /** The other company: the invited one (sent; null while the address has no company here) or the inviting one. */
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  email: z.string(),
  /** Who invited (name, else address); null when that user was deleted. */
  invitedBy: z.string().nullable(),
  message: z.string().nullable(),
  state: z.enum(partnerInvitationStates),
  expiresAt: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type PartnerInvitationItem = z.infer<typeof partnerInvitationItem>;
export const partnerInvitationListResponse = z.object({
  items: z.array(partnerInvitationItem),
  totalCount: z.number(),
});
export const partnerInvitationParams = uuidParam('id');
