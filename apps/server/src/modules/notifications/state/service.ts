import type { NotificationDeleteBody, NotificationMarkBody, UnreadCountResponse } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { allOrNothing } from '../../../lib/batch.ts';
import type { Db } from '../../../db/client.ts';
import { publishStateChange } from '../events.ts';
import { type Reader, canReadNotification, readerOf } from '../policy.ts';
import { notificationReader } from '../repository/reader.ts';
import { notificationStates } from '../repository/states.ts';

/** The ids checked as a whole: another company's, another user's, a hidden type's or a deleted id is one 404. */
async function checked(tx: Db, reader: Reader, ids: readonly string[]) {
  const rows = await notificationReader(tx, reader).byIds(ids);
  return allOrNothing(ids, rows, (row) => canReadNotification(reader, row)).map((row) => row.id);
}

async function change(deps: Core, actor: TenantActor, work: (tx: Db, reader: Reader) => Promise<void>) {
  const reader = readerOf(actor);
  return deps.db.transaction(async (tx): Promise<UnreadCountResponse> => {
    await work(tx, reader);
    // The user's other tabs update their bell once this commits.
    await publishStateChange(tx, reader.companyId, reader.userId);
    return { unreadCount: await notificationReader(tx, reader).unreadCount() };
  });
}

/** Marks some or all of my notifications read (`read`) or unread, for me only; answers my unread count. */
export function markNotifications(deps: Core, actor: TenantActor, body: NotificationMarkBody, read: boolean) {
  return change(deps, actor, async (tx, reader) => {
    const states = notificationStates(tx, reader);
    if ('all' in body) {
      await (read ? states.markAllRead() : states.markAllUnread());
      return;
    }
    const ids = await checked(tx, reader, body.ids);
    await (read ? states.markRead(ids) : states.markUnread(ids));
  });
}

/** Deletes notifications for me only: my colleagues still see them. */
export function deleteNotifications(deps: Core, actor: TenantActor, body: NotificationDeleteBody) {
  return change(deps, actor, async (tx, reader) => {
    await notificationStates(tx, reader).hide(await checked(tx, reader, body.ids));
  });
}
