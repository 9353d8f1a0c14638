import { type SQL, and, eq, gte, ilike, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { NotificationListQuery } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { companies, notificationReads, notifications, users } from '../../../db/schema/index.ts';
import type { Reader } from '../policy.ts';

/**
 * The start of a period of `days` days before now, at a whole minute: the same filter gives the same rows (and count,
 * list/count-cache.ts) for a minute.
 */
export function periodStart(days: number | undefined, now = Date.now()): Date | null {
  if (!days) return null;
  return new Date(Math.floor(now / 60_000) * 60_000 - days * 86_400_000);
}

/** Escapes LIKE wildcards so user text is matched literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const senderName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

export const listColumns = {
  id: notifications.id,
  type: notifications.type,
  messageEn: notifications.messageEn,
  messageDe: notifications.messageDe,
  senderCompanyId: notifications.senderCompanyId,
  senderCompanyName: companies.name,
  senderUserId: notifications.senderUserId,
  senderUserName: senderName,
  resourceType: notifications.resourceType,
  resourceId: notifications.resourceId,
  recipientCompanyId: notifications.recipientCompanyId,
  createdAt: notifications.createdAt,
  readAt: notificationReads.readAt,
};
export type NotificationListRow = {
  id: string;
  type: string;
  messageEn: string;
  messageDe: string;
  senderCompanyId: string | null;
  senderCompanyName: string | null;
  senderUserId: string | null;
  senderUserName: string | null;
  resourceType: string;
  resourceId: string | null;
  recipientCompanyId: string;
  createdAt: Date;
  readAt: Date | null;
};

/** The notifications addressed to the reader (company or user) of the types the reader's keys allow. */
export function recipientConditions(reader: Reader): SQL[] {
  const where = [
    eq(notifications.recipientCompanyId, reader.companyId),
    or(isNull(notifications.recipientUserId), eq(notifications.recipientUserId, reader.userId)) as SQL,
  ];
  if (reader.hiddenTypes.length > 0) where.push(notInArray(notifications.type, [...reader.hiddenTypes]));
  return where;
}

/**
 * The list's order as the indexes store it: `desc nulls last` (Drizzle's `.desc()` in an index), so PostgreSQL walks
 * the index and stops after a page; a plain `desc` (nulls first) does not match it and sorts every match instead. The
 * columns are never null, so the order is the same.
 */
const listOrder = (direction: 'asc' | 'desc') =>
  direction === 'desc'
    ? [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`]
    : [sql`${notifications.createdAt} asc nulls first`, sql`${notifications.id} asc nulls first`];

/**
 * The notifications one user reads, bound to the reader: every query filters by the company, the recipient (the
 * company or this user), the types the reader's keys allow and what this user has not deleted. The user's deletions
 * and reads are `not exists` conditions (an anti-join the planner estimates well), so a count without a read-state
 * filter reads only the list's index (`notifications_recipient_type_idx` carries the recipient user for that).
 */
export function notificationReader(db: Db, reader: Reader) {
  const mine = eq(notificationReads.userId, reader.userId);
  const stateJoin = and(eq(notificationReads.notificationId, notifications.id), mine);
  const stateIs = (condition: SQL) =>
    sql`exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${reader.userId} and ${condition})`;
  const notDeleted = sql`not ${stateIs(isNotNull(notificationReads.deletedAt))}`;
  const visible = (): SQL[] => [...recipientConditions(reader), notDeleted];
  const read = stateIs(isNotNull(notificationReads.readAt));

  const filtered = (query: NotificationListQuery, lang: 'en' | 'de', since: Date | null) => {
    const where = visible();
    if (query.message) {
      where.push(ilike(lang === 'de' ? notifications.messageDe : notifications.messageEn, contains(query.message)));
    }
    if (query.sender) {
      const pattern = contains(query.sender);
      where.push(or(ilike(companies.name, pattern), ilike(senderName, pattern)) as SQL);
    }
    if (query.resourceId) where.push(eq(notifications.resourceId, query.resourceId));
    if (since) where.push(gte(notifications.createdAt, since));
    if (query.type) where.push(eq(notifications.type, query.type));
    if (query.status) where.push(query.status === 'unread' ? sql`not ${read}` : read);
    return and(...where);
  };

  return {
    /** `since`: the period's start (`periodStart`), null without a period. */
    async page(query: NotificationListQuery, lang: 'en' | 'de', since: Date | null): Promise<NotificationListRow[]> {
      return db
        .select(listColumns)
        .from(notifications)
        .leftJoin(notificationReads, stateJoin)
        .leftJoin(companies, eq(companies.id, notifications.senderCompanyId))
        .leftJoin(users, eq(users.id, notifications.senderUserId))
        .where(filtered(query, lang, since))
        .orderBy(...listOrder(query.sortOrder === 'asce' ? 'asc' : 'desc'))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
    },
    async count(query: NotificationListQuery, lang: 'en' | 'de', since: Date | null): Promise<number> {
      const base = db.select({ n: sql<number>`count(*)::int` }).from(notifications);
      // The sender's names only when the filter asks for them: otherwise the count reads the list's index alone.
      const select = query.sender
        ? base
            .leftJoin(companies, eq(companies.id, notifications.senderCompanyId))
            .leftJoin(users, eq(users.id, notifications.senderUserId))
        : base;
      const [row] = await select.where(filtered(query, lang, since));
      return row.n;
    },
    async unreadCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(
          and(
            ...recipientConditions(reader),
            sql`not ${stateIs(sql`(${notificationReads.readAt} is not null or ${notificationReads.deletedAt} is not null)`)}`,
          ),
        );
      return row.n;
    },
    /** The rows of these ids that belong to the reader's company (the policy decides the rest), not deleted. */
    async byIds(ids: readonly string[]) {
      return db
        .select({
          id: notifications.id,
          recipientCompanyId: notifications.recipientCompanyId,
          recipientUserId: notifications.recipientUserId,
          type: notifications.type,
        })
        .from(notifications)
        .leftJoin(notificationReads, stateJoin)
        .where(
          and(
            inArray(notifications.id, [...ids]),
            eq(notifications.recipientCompanyId, reader.companyId),
            isNull(notificationReads.deletedAt),
          ),
        );
    },
  };
}
