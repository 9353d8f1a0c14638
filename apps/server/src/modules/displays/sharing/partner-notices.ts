import type { Db } from '../../../db/client.ts';
import { type NotificationType, notifyCompanies } from '../../notifications/index.ts';
import type { DisplayActor } from '../policy.ts';
import type { DisplayRow } from '../repository/displays.ts';
import { displayRepo } from '../repository/displays.ts';

/**
 * Tells partner companies about a change of the display, inside the caller's transaction (a change and its notices
 * commit together). `key` is the text of the `notifications` namespace; it gets the company, onlineId and title.
 */
export async function notifyPartners(
  tx: Db,
  actor: DisplayActor,
  display: DisplayRow,
  recipients: Iterable<string>,
  type: NotificationType,
  key: string = type,
  params: Record<string, string> = {},
) {
  const list = [...new Set(recipients)];
  if (list.length === 0) return 0;
  const company = await displayRepo(tx, display.companyId).companyName();
  return notifyCompanies(tx, {
    recipientCompanyIds: list,
    type,
    senderCompanyId: actor.companyId,
    senderUserId: actor.userId,
    resourceType: 'display',
    resourceId: display.id,
    key,
    params: { company, onlineId: display.onlineId, title: display.title, ...params },
  });
}
