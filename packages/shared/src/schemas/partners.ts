import { z } from 'zod';
import { perPageOptions, periodDays, sortOrders } from '../constants.ts';
import {
  emailSchema,
  langSchema,
  optionalText,
  pageParam,
  pageSizeParam,
  requiredText,
  uuidParam,
  v,
} from './common.ts';
import { singleLineText } from './text.ts';

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

/**
 * The partner list (issue 23, platform spec §3 "Partner management filter"). `status` is the caller's own direction:
 * `blocked` = the caller blocks the partner (spec §4).
 */
export const partnerStatuses = ['unblocked', 'blocked'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];
export const partnerSortFields = ['companyName', 'partnerSince'] as const;

const numberOption = <T extends readonly number[]>(options: T) =>
  z.coerce.number({ error: v.invalid }).pipe(
    z.union(
      options.map((n) => z.literal(n)),
      { error: v.invalid },
    ),
  );

/** GET /api/partners: every filter optional; sorted by company name, 10 per page by default. */
export const partnerListQuery = z.strictObject({
  lang: langSchema.optional(),
  /** The partner company's id (exact), or part of its name or of its administrator's e-mail address. */
  idORNameOREmail: singleLineText(200).optional(),
  /** Partners this display is shared with (a display of mine), or its owner (a partner's display shared with me). */
  displayId: z.uuid({ error: v.invalid }).optional(),
  /** Partners since at most this many days (one of the period options). */
  period: numberOption(periodDays).optional(),
  status: z.enum(partnerStatuses, { error: v.invalid }).optional(),
  page: pageParam,
  perPage: numberOption(perPageOptions).default(10),
  sort: z.enum(partnerSortFields, { error: v.invalid }).default('companyName'),
  sortOrder: z.enum(sortOrders, { error: v.invalid }).default('asce'),
});
export type PartnerListQuery = z.infer<typeof partnerListQuery>;

export const partnerListItem = z.object({
  /** The partner company's id. */
  id: z.string(),
  companyName: z.string(),
  logoThumbUrl: z.string().nullable(),
  partnerSince: z.string(),
  /** My direction: whether I block the partner. */
  status: z.enum(partnerStatuses),
  /** Whether the partner blocks me (then its displays are hidden from me). */
  blockedByPartner: z.boolean(),
  /** My displays shared with the partner (what its partner display overview shows while I do not block it). */
  sharedByMe: z.number(),
  /** The partner's displays shared with me (0 while it blocks me). */
  sharedWithMe: z.number(),
  /** The partner company's administrator (its owner); only with GET_PARTNER_ADMIN_INFO. */
  admin: z
    .object({ name: z.string().nullable(), email: z.string(), phone: z.string().nullable() })
    .nullable()
    .optional(),
  /** Only with GET_PARTNER_COMPANY_INFO. */
  company: z
    .object({
      industry: z.string(),
      businessModel: z.string(),
      street: z.string(),
      houseNumber: z.string(),
      postcode: z.string(),
      town: z.string(),
      federalState: z.string(),
      country: z.string(),
      phone: z.string(),
    })
    .optional(),
});
export type PartnerListItem = z.infer<typeof partnerListItem>;
export const partnerListResponse = z.object({ items: z.array(partnerListItem), totalCount: z.number() });
export type PartnerListResponse = z.infer<typeof partnerListResponse>;
export const partnerParams = uuidParam('partnerId');

/** POST /api/partners/{partnerId}/status: my direction of the partnership (spec §4). */
export const partnerStatusBody = z.strictObject({ status: z.enum(partnerStatuses, { error: v.invalid }) });
export type PartnerStatusBody = z.infer<typeof partnerStatusBody>;
export const partnerStatusResponse = z.object({
  message: z.string(),
  /** Whether the status changed (false: it was already so, nothing happened). */
  changed: z.boolean(),
  partner: partnerListItem,
});

/** What deleting a partner ends (GET /api/partners/{partnerId}/ending, and the delete's answer). */
export const partnerEnding = z.object({
  /** My displays shared with the partner. */
  sharesByMe: z.number(),
  /** The partner's displays shared with me (also while it blocks me). */
  sharesWithMe: z.number(),
  /** Ad spots of either company on the other's displays. */
  adSpots: z.number(),
});
export type PartnerEnding = z.infer<typeof partnerEnding>;
export const partnerEndingResponse = z.object({ companyName: z.string(), ending: partnerEnding });
export const partnerDeleteResponse = z.object({ message: z.string(), ended: partnerEnding });

/** POST /api/partners/{partnerId}/message: plain text to the partner's administrator (markup is kept as text). */
export const partnerMessageLimits = { messageMax: 2000 } as const;
export const partnerMessageBody = z.strictObject({
  message: requiredText(partnerMessageLimits.messageMax, 'sharedMultiline'),
});
export type PartnerMessageBody = z.infer<typeof partnerMessageBody>;
