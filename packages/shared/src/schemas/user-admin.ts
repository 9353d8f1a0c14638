import { z } from 'zod';
import {
  affiliations,
  languages,
  periodDays,
  sortOrders,
  userSortFields,
  userStatuses,
  userTypes,
} from '../constants.ts';
import { langSchema, pageParam, pageSizeParam, v } from './common.ts';
import { filledText, singleLineText } from './text.ts';

/**
 * The user administration of issue 22 (user overview, edit user, a user's roles, status, delete, message, activity):
 * the requests and answers of /api/users/*. The address-bar form of the overview filter is `userOverviewFilter`
 * (users.ts, lenient); these are the server's strict contracts (400 on a bad value).
 */

const period = z.coerce.number({ error: v.invalid }).pipe(z.union(periodDays.map((d) => z.literal(d))));
const uuid = z.uuid({ error: v.invalid });

/** GET /api/users: the user-overview filter of platform spec §3 with its paging (defaults of spec §5). */
export const userSearchQuery = z.strictObject({
  lang: langSchema.optional(),
  /** Part of the user ID (online number), e-mail address, first, last or full name; case-insensitive. */
  fullText: singleLineText(200).optional(),
  companyId: uuid.optional(),
  companyName: singleLineText(200).optional(),
  departmentId: uuid.optional(),
  /** A role id: users holding it. */
  roles: uuid.optional(),
  categoryId: uuid.optional(),
  affiliation: z.enum(affiliations).optional(),
  status: z.enum(userStatuses).optional(),
  /** Entered (entry date) within the last N days. */
  entryDate: period.optional(),
  /** Active within the last N days. */
  lastActivity: period.optional(),
  position: singleLineText(200).optional(),
  page: pageParam,
  perPage: pageSizeParam(100, 10),
  sort: z.enum(userSortFields, { error: v.invalid }).default('onlineId'),
  sortOrder: z.enum(sortOrders, { error: v.invalid }).default('asce'),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

const named = z.object({ id: z.string(), name: z.string() });
export const userListItem = z.object({
  id: z.string(),
  onlineId: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: z.enum(userTypes),
  company: named,
  department: named.nullable(),
  roles: z.array(z.object({ id: z.string(), label: z.string() })),
  category: z.object({ id: z.string(), title: z.string(), color: z.string() }).nullable(),
  affiliation: z.enum(affiliations),
  status: z.enum(userStatuses),
  position: z.string().nullable(),
  entryDate: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItem>;
export const userSearchResponse = z.object({ items: z.array(userListItem), totalCount: z.number() });
export type UserSearchResponse = z.infer<typeof userSearchResponse>;

/** GET /api/users/{userId}: the list row plus the contact data of the edit-user page. */
export const userDetails = userListItem.extend({
  salutation: z.string().nullable(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(languages),
  createdAt: z.string(),
});
export type UserDetails = z.infer<typeof userDetails>;

/** PATCH /api/users/{userId}: category and department (null clears); at least one of them. */
export const userEditBody = z
  .strictObject({ categoryId: uuid.nullable().optional(), departmentId: uuid.nullable().optional() })
  .refine((body) => body.categoryId !== undefined || body.departmentId !== undefined, { error: v.required });
export type UserEditBody = z.infer<typeof userEditBody>;

/** PATCH /api/users/status: one status for up to 100 users of the own company. */
export const userStatusBody = z.strictObject({
  ids: z.array(uuid).min(1, v.required).max(100, v.tooLong),
  status: z.enum(userStatuses, { error: v.invalid }),
});
export type UserStatusBody = z.infer<typeof userStatusBody>;
export const userStatusResponse = z.object({ ids: z.array(z.string()), message: z.string() });

/** PUT /api/users/{userId}/roles: the whole set of roles the user holds afterwards (at least one). */
export const userRolesBody = z.strictObject({ roleIds: z.array(uuid).min(1, v.required).max(50, v.tooLong) });
export type UserRolesBody = z.infer<typeof userRolesBody>;
export const userRolesResponse = z.object({ roles: z.array(z.object({ id: z.string(), label: z.string() })) });

/** POST /api/users/{userId}/message: a notification row and a mail to the user. */
export const userMessageBody = z.strictObject({
  subject: filledText(200, 'shared'),
  message: filledText(5000, 'sharedMultiline'),
});
export type UserMessageBody = z.infer<typeof userMessageBody>;

export const activityResourceTypes = ['display', 'media'] as const;
/** GET /api/users/{userId}/activity: the activity report filter of platform spec §3, paged. */
export const userActivityQuery = z.strictObject({
  lang: langSchema.optional(),
  companyId: uuid.optional(),
  /** The label of a role the user holds: only resources that role reaches (the user's rows, else none). */
  roleLabel: singleLineText(200).optional(),
  /** A display or media file id (uuid) or its online number. */
  resourceId: singleLineText(64).optional(),
  /** Part of the action name or of its details. */
  activityORAdditionalInfo: singleLineText(200).optional(),
  /** Within the last N days. */
  rangeTime: period.optional(),
  page: pageParam,
  perPage: pageSizeParam(100, 20),
});
export type UserActivityQuery = z.infer<typeof userActivityQuery>;
export const userActivityItem = z.object({
  id: z.string(),
  at: z.string(),
  resourceType: z.enum(activityResourceTypes),
  resourceId: z.string(),
  resourceOnlineId: z.number().nullable(),
  resourceTitle: z.string().nullable(),
  action: z.string(),
  /** The action in the reader's language, as the display's or the file's log shows it. */
  actionText: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type UserActivityItem = z.infer<typeof userActivityItem>;
export const userActivityResponse = z.object({ items: z.array(userActivityItem), totalCount: z.number() });
