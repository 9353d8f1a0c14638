import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type NotificationMailGroup,
  type NotificationMailPreferences,
  notificationMailDefaults,
  notificationMailGroups,
} from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { notificationMailPreferences, userPermissions, users } from '../../../db/schema/index.ts';

/** One user's mail switches, the defaults filled in. */
export async function mailPreferencesOf(db: Db, userId: string): Promise<NotificationMailPreferences> {
  const rows = await db
    .select({ group: notificationMailPreferences.group, enabled: notificationMailPreferences.enabled })
    .from(notificationMailPreferences)
    .where(eq(notificationMailPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.group, row.enabled]));
  return Object.fromEntries(
    notificationMailGroups.map((group) => [group, chosen.get(group) ?? notificationMailDefaults[group]]),
  ) as NotificationMailPreferences;
}

export async function saveMailPreferences(db: Db, userId: string, preferences: NotificationMailPreferences) {
  await db
    .insert(notificationMailPreferences)
    .values(notificationMailGroups.map((group) => ({ userId, group, enabled: preferences[group] })))
    .onConflictDoUpdate({
      target: [notificationMailPreferences.userId, notificationMailPreferences.group],
      set: { enabled: sql`excluded.enabled` },
    });
}

export type MailRecipient = { userId: string; companyId: string; email: string; language: 'en' | 'de' };

/**
 * The active users of these companies who get mails of `group` (their choice, else the default) and, for partner
 * events, hold GET_PARTNERS (the key that shows them in the center).
 */
export async function mailRecipients(
  db: Db,
  companyIds: readonly string[],
  group: NotificationMailGroup,
  needsPartnerKey: boolean,
): Promise<MailRecipient[]> {
  const choice = sql<boolean>`coalesce(${notificationMailPreferences.enabled}, ${notificationMailDefaults[group]})`;
  const where = [
    inArray(users.companyId, [...companyIds]),
    isNull(users.deletedAt),
    eq(users.status, 'active'),
    choice,
  ];
  if (needsPartnerKey) where.push(sql`'GET_PARTNERS' = any(${userPermissions.permissions})`);
  const rows = await db
    .select({ userId: users.id, companyId: users.companyId, email: users.email, language: users.language })
    .from(users)
    .leftJoin(
      notificationMailPreferences,
      and(eq(notificationMailPreferences.userId, users.id), eq(notificationMailPreferences.group, group)),
    )
    .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(and(...where));
  return rows.map((row) => ({ ...row, companyId: row.companyId as string, language: row.language as 'en' | 'de' }));
}
