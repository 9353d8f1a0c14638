import { type SQL, and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { NotificationListQuery } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { companies, notificationReads, notifications, users } from '../../../db/schema/index.ts';
import type { Reader } from '../policy.ts';

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
 * The notifications one user reads, bound to the reader: every query filters by the company, the recipient (the
 * company or this user), the types the reader's keys allow and what this user has not deleted.
 */
export function notificationReader(db: Db, reader: Reader) {
  const mine = eq(notificationReads.userId, reader.userId);
  const stateJoin = and(eq(notificationReads.notificationId, notifications.id), mine);
  const visible = (): SQL[] => [...recipientConditions(reader), isNull(notificationReads.deletedAt)];
  const unread = isNull(notificationReads.readAt);

  const filtered = (query: NotificationListQuery, lang: 'en' | 'de') => {
    const where = visible();
    if (query.message) {
      where.push(ilike(lang === 'de' ? notifications.messageDe : notifications.messageEn, contains(query.message)));
    }
    if (query.sender) {
      const pattern = contains(query.sender);
      where.push(or(ilike(companies.name, pattern), ilike(senderName, pattern)) as SQL);
    }
    if (query.resourceId) where.push(eq(notifications.resourceId, query.resourceId));
    if (query.rangeTime) {
      where.push(gte(notifications.createdAt, sql`now() - make_interval(days => ${query.rangeTime}::int)`));
    }
    if (query.type) where.push(eq(notifications.type, query.type));
    if (query.status) where.push(query.status === 'unread' ? unread : isNotNull(notificationReads.readAt));
    return and(...where);
  };

  return {
    async page(query: NotificationListQuery, lang: 'en' | 'de'): Promise<NotificationListRow[]> {
      const order = query.sortOrder === 'asce' ? asc : desc;
      return db
        .select(listColumns)
        .from(notifications)
        .leftJoin(notificationReads, stateJoin)
        .leftJoin(companies, eq(companies.id, notifications.senderCompanyId))
        .leftJoin(users, eq(users.id, notifications.senderUserId))
        .where(filtered(query, lang))
        .orderBy(order(notifications.createdAt), order(notifications.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
    },
    async count(query: NotificationListQuery, lang: 'en' | 'de'): Promise<number> {
      let select = db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .leftJoin(notificationReads, stateJoin);
      if (query.sender) {
        select = select
          .leftJoin(companies, eq(companies.id, notifications.senderCompanyId))
          .leftJoin(users, eq(users.id, notifications.senderUserId)) as typeof select;
      }
      const [row] = await select.where(filtered(query, lang));
      return row.n;
    },
    async unreadCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .leftJoin(notificationReads, stateJoin)
        .where(and(...visible(), unread));
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
