import { isPartnerNotificationType, partnerNotificationTypes } from '@plakat/shared';
import type { TenantActor } from '../../lib/actor.ts';

/**
 * Who reads which notifications: tenant and recipient first (the own company's notices to the company or to the
 * user), then the keys: partner events need GET_PARTNERS. The notification center itself needs no key (spec §6
 * names none; docs/decisions.md).
 */
export type Reader = { companyId: string; userId: string; hiddenTypes: readonly string[] };

export function readerOf(actor: TenantActor): Reader {
  const partnerEvents = actor.permissions.has('GET_PARTNERS');
  return {
    companyId: actor.companyId,
    userId: actor.userId,
    hiddenTypes: partnerEvents ? [] : partnerNotificationTypes,
  };
}

export const canReadNotification = (
  reader: Reader,
  row: { recipientCompanyId: string; recipientUserId: string | null; type: string },
) =>
  row.recipientCompanyId === reader.companyId &&
  (row.recipientUserId === null || row.recipientUserId === reader.userId) &&
  !(reader.hiddenTypes.length > 0 && isPartnerNotificationType(row.type));
