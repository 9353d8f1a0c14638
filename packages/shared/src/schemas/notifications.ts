import { z } from 'zod';
import { perPageOptions, periodDays, sortOrders } from '../constants.ts';
import { langSchema, pageParam, v } from './common.ts';
import { singleLineText } from './text.ts';

/**
 * The notification center (issue 23): the types every context writes, the list filter of platform spec §3 and the
 * read, unread and delete calls. Partner-event types are shown only to users holding GET_PARTNERS.
 */
export const displayNotificationTypes = [
  'displayPrivate',
  'commercialsRemoved',
  'displayUnshared',
  'displayDeactivated',
  'displayShutdown',
  'displayShared',
] as const;
/** Written by the partners context; a user without GET_PARTNERS never sees them. */
export const partnerNotificationTypes = [
  'partnerInvited',
  'partnerAccepted',
  'partnerDeclined',
  'partnerWithdrawn',
  'partnerBlocked',
  'partnerUnblocked',
  'partnerDeleted',
  'partnerMessage',
] as const;
/** The company's own screens (issue 25): written by the player context's offline monitor. */
export const screenNotificationTypes = ['displayOffline', 'displayOnline'] as const;
export const notificationTypes = [
  ...displayNotificationTypes,
  'userMessage',
  ...partnerNotificationTypes,
  ...screenNotificationTypes,
] as const;
export type NotificationType = (typeof notificationTypes)[number];
export type PartnerNotificationType = (typeof partnerNotificationTypes)[number];
const partnerTypeSet = new Set<string>(partnerNotificationTypes);
export const isPartnerNotificationType = (type: string): type is PartnerNotificationType => partnerTypeSet.has(type);
const screenTypeSet = new Set<string>(screenNotificationTypes);
/** Sent by the platform itself (no company or user): the offline monitor's notices. */
export const isPlatformNotificationType = (type: string) => screenTypeSet.has(type);

export const notificationResourceTypes = ['display', 'user', 'partner', 'invitation'] as const;
export type NotificationResourceType = (typeof notificationResourceTypes)[number];
export const notificationStatuses = ['read', 'unread'] as const;
export const notificationSortFields = ['date'] as const;

const uuid = z.uuid({ error: v.invalid });
const oneOf = <T extends readonly number[]>(options: T) =>
  z.coerce.number({ error: v.invalid }).pipe(
    z.union(
      options.map((n) => z.literal(n)),
      { error: v.invalid },
    ),
  );

/** GET /api/notifications: the notification filter of platform spec §3, newest first by default. */
export const notificationListQuery = z.strictObject({
  lang: langSchema.optional(),
  /** Part of the message in the reader's language, case-insensitive. */
  message: singleLineText(10_000).optional(),
  /** Part of the sending company's or user's name, case-insensitive. */
  sender: singleLineText(200).optional(),
  resourceId: uuid.optional(),
  /** Written within the last N days (one of the period options). */
  rangeTime: oneOf(periodDays).optional(),
  type: z.enum(notificationTypes, { error: v.invalid }).optional(),
  status: z.enum(notificationStatuses, { error: v.invalid }).optional(),
  page: pageParam,
  limit: oneOf(perPageOptions).default(10),
  sort: z.enum(notificationSortFields, { error: v.invalid }).default('date'),
  sortOrder: z.enum(sortOrders, { error: v.invalid }).default('desc'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationItem = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  /** In the reader's language; plain text (a client shows it as text, never as markup). */
  message: z.string(),
  sender: z.object({
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    userId: z.string().nullable(),
    userName: z.string().nullable(),
  }),
  resource: z.object({
    type: z.enum(notificationResourceTypes),
    id: z.string().nullable(),
    /** The web page where the resource can be seen by the reader, when there is one. */
    path: z.string().nullable(),
  }),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationListResponse = z.object({ items: z.array(notificationItem), totalCount: z.number() });
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const unreadCountResponse = z.object({ unreadCount: z.number() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

const notificationIds = z.array(uuid).min(1, v.required).max(100, v.tooLong);
/** POST /api/notifications/read and /unread: some of mine, or all of mine. */
export const notificationMarkBody = z.union([
  z.strictObject({ ids: notificationIds }),
  z.strictObject({ all: z.literal(true, { error: v.invalid }) }),
]);
export type NotificationMarkBody = z.infer<typeof notificationMarkBody>;
/** DELETE /api/notifications: gone for the calling user only. */
export const notificationDeleteBody = z.strictObject({ ids: notificationIds });
export type NotificationDeleteBody = z.infer<typeof notificationDeleteBody>;

/**
 * The groups a user switches mails on or off for (`GET/PUT /notifications/mail-preferences`). `partnerInvited` has no
 * generic mail: the invitation itself is mailed by partner management, whatever the switch.
 */
export const notificationMailGroups = ['partnerEvents', 'messages', 'displayEvents', 'screenEvents'] as const;
export type NotificationMailGroup = (typeof notificationMailGroups)[number];
/**
 * Without a choice of the user: on for partner events (invitation answers, blocks), messages and the own screens
 * going offline and back, off for display changes.
 */
export const notificationMailDefaults: Record<NotificationMailGroup, boolean> = {
  partnerEvents: true,
  messages: true,
  displayEvents: false,
  screenEvents: true,
};
const mailGroupTypes: Record<NotificationMailGroup, readonly NotificationType[]> = {
  partnerEvents: [
    'partnerAccepted',
    'partnerDeclined',
    'partnerWithdrawn',
    'partnerBlocked',
    'partnerUnblocked',
    'partnerDeleted',
    'displayShared',
  ],
  messages: ['partnerMessage', 'userMessage'],
  displayEvents: displayNotificationTypes.filter((type) => type !== 'displayShared'),
  screenEvents: screenNotificationTypes,
};
/** The mail group of a type, or null for a type that is never mailed through the preferences. */
export function notificationMailGroupOf(type: NotificationType): NotificationMailGroup | null {
  return notificationMailGroups.find((group) => mailGroupTypes[group].includes(type)) ?? null;
}
export const notificationMailPreferences = z.strictObject({
  partnerEvents: z.boolean({ error: v.invalid }),
  messages: z.boolean({ error: v.invalid }),
  displayEvents: z.boolean({ error: v.invalid }),
  screenEvents: z.boolean({ error: v.invalid }),
});
export type NotificationMailPreferences = z.infer<typeof notificationMailPreferences>;
