import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NotificationType } from '@plakat/shared';
import type { Db } from '../client.ts';
import { displayShares, displays, notificationReads, notifications, users } from '../schema/index.ts';
import { notify } from '../../modules/notifications/index.ts';
import { offlineNoticeMinute } from '../../modules/player/index.ts';
import { daysAgo } from './days-ago.ts';

type Side = { companyId: string; name: string; ownerEmail: string };
type Notice = {
  type: NotificationType;
  /** `platform`: nobody sent it (a screen's offline and online notices). */
  from: 'demo' | 'partner' | 'colleague' | 'platform';
  daysAgo: number;
  display?: { id: string; onlineId: number; title: string };
  key?: string;
  params?: Record<string, string>;
  /** Demo users (by e-mail) who have read it. */
  readBy?: string[];
  /** For one user of the recipient company only. */
  to?: string;
};

/**
 * The notification center's demo: notices of every kind the product writes for the demo company (display cascades
 * from the partner, partner events, a message from a colleague), some read by its owner or its editor, and one the
 * partner got. Written through `notify` like the real ones, then dated back.
 */
export async function seedDemoNotifications(
  tx: Db,
  ctx: { demo: Side; partner: Side; colleagueEmail: string; now: number },
) {
  const people = await tx
    .select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.email, [ctx.demo.ownerEmail, ctx.partner.ownerEmail, ctx.colleagueEmail]));
  const person = (email: string) => {
    const found = people.find((p) => p.email === email);
    return { id: found?.id ?? '', name: [found?.first, found?.last].filter(Boolean).join(' ') };
  };
  const shared = await tx
    .select({ id: displays.id, onlineId: displays.onlineId, title: displays.title })
    .from(displays)
    .innerJoin(displayShares, eq(displayShares.displayId, displays.id))
    .where(and(eq(displays.companyId, ctx.partner.companyId), eq(displayShares.partnerCompanyId, ctx.demo.companyId)))
    .orderBy(asc(displays.onlineId))
    .limit(2);
  const [own] = await tx
    .select({ id: displays.id, onlineId: displays.onlineId, title: displays.title })
    .from(displays)
    .where(eq(displays.companyId, ctx.demo.companyId))
    .orderBy(asc(displays.onlineId))
    .limit(1);
  const owner = ctx.demo.ownerEmail;
  const editor = ctx.colleagueEmail;
  // Every type at least once: an earlier partnership that ended and a declined invitation come before the current one.
  const notices: Notice[] = [
    { type: 'partnerDeleted', from: 'partner', daysAgo: 420, readBy: [owner, editor] },
    { type: 'partnerWithdrawn', from: 'partner', daysAgo: 380, readBy: [owner] },
    { type: 'partnerDeclined', from: 'partner', daysAgo: 340, readBy: [owner] },
    { type: 'partnerAccepted', from: 'partner', daysAgo: 300, readBy: [owner, editor] },
    { type: 'displayShutdown', from: 'partner', daysAgo: 90, display: shared[1], readBy: [owner] },
    { type: 'displayPrivate', from: 'partner', daysAgo: 60, display: shared[1], readBy: [owner] },
    { type: 'commercialsRemoved', from: 'partner', daysAgo: 20, display: shared[0] },
    { type: 'partnerBlocked', from: 'partner', daysAgo: 45, readBy: [owner] },
    { type: 'partnerUnblocked', from: 'partner', daysAgo: 44, readBy: [owner] },
    { type: 'displayDeactivated', from: 'partner', daysAgo: 12, display: shared[1], readBy: [owner, editor] },
    { type: 'displayUnshared', from: 'partner', daysAgo: 3, display: shared[1], readBy: [owner] },
    {
      type: 'userMessage',
      from: 'colleague',
      daysAgo: 2,
      to: owner,
      params: {
        subject: 'Schaufenster Frühjahr',
        message: 'Die neuen Motive für das Schaufenster sind im Medienpool.',
      },
    },
    {
      type: 'partnerMessage',
      from: 'partner',
      daysAgo: 1,
      params: { message: 'Können wir die Kampagne im Mai auf Ihren Displays am Eingang zeigen?' },
    },
    { type: 'displayShared', from: 'partner', daysAgo: 0.2, display: shared[0] },
    { type: 'displayShared', from: 'demo', daysAgo: 0.5, display: own },
    {
      type: 'displayOffline',
      from: 'platform',
      daysAgo: 2,
      display: own,
      params: { since: offlineNoticeMinute(daysAgo(2.01, ctx.now)) },
      readBy: [owner],
    },
    { type: 'displayOnline', from: 'platform', daysAgo: 1.98, display: own, readBy: [owner] },
  ];
  for (const notice of notices) await write(tx, ctx, notice, person);
}

async function write(
  tx: Db,
  ctx: { demo: Side; partner: Side; colleagueEmail: string; now: number },
  notice: Notice,
  person: (email: string) => { id: string; name: string },
) {
  const senderSide = notice.from === 'partner' ? ctx.partner : ctx.demo;
  const recipientSide = notice.from === 'demo' ? ctx.partner : ctx.demo;
  const senderUser = person(notice.from === 'colleague' ? ctx.colleagueEmail : senderSide.ownerEmail);
  const display = notice.display;
  const written = await notify(tx, {
    recipients: [{ companyId: recipientSide.companyId, userId: notice.to ? person(notice.to).id : null }],
    type: notice.type,
    sender:
      notice.from === 'platform'
        ? { companyId: null, userId: null }
        : { companyId: senderSide.companyId, userId: senderUser.id },
    resource: display
      ? { type: 'display', id: display.id }
      : notice.type === 'userMessage'
        ? { type: 'user', id: person(notice.to ?? '').id }
        : { type: 'partner', id: senderSide.companyId },
    key: notice.key ?? notice.type,
    params: {
      company: senderSide.name,
      sender: senderUser.name,
      onlineId: String(display?.onlineId ?? ''),
      title: display?.title ?? '',
      ...notice.params,
    },
  });
  const ids = written.map((row) => row.id);
  if (ids.length === 0) return;
  const at = daysAgo(notice.daysAgo, ctx.now);
  await tx.update(notifications).set({ createdAt: at }).where(inArray(notifications.id, ids));
  const readers = (notice.readBy ?? []).map((email) => person(email).id);
  if (readers.length > 0) {
    const readAt = daysAgo(notice.daysAgo * 0.9, ctx.now);
    await tx
      .insert(notificationReads)
      .values(ids.flatMap((notificationId) => readers.map((userId) => ({ notificationId, userId, readAt }))));
  }
}
