import type { NotificationType } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { notifyCompanies } from '../../notifications/index.ts';

type Side = { companyId: string; name: string };

/**
 * Tells both sides of a partnership change (resource `partner`, id = the other company): the partner reads
 * `<key>` ("X blocked the partnership with you"), my company `<key>ByYou` ("You blocked X"). The own company's notice
 * names the partner as sender, as the invitation's acceptance does: `notify` never tells a sender's own company.
 */
export async function tellBothSides(
  tx: Db,
  type: Extract<NotificationType, 'partnerBlocked' | 'partnerUnblocked' | 'partnerDeleted'>,
  me: Side & { userId: string },
  partner: Side,
) {
  await notifyCompanies(tx, {
    recipientCompanyIds: [partner.companyId],
    type,
    senderCompanyId: me.companyId,
    senderUserId: me.userId,
    resourceType: 'partner',
    resourceId: me.companyId,
    key: type,
    params: { company: me.name },
  });
  await notifyCompanies(tx, {
    recipientCompanyIds: [me.companyId],
    type,
    senderCompanyId: partner.companyId,
    senderUserId: null,
    resourceType: 'partner',
    resourceId: partner.companyId,
    key: `${type}ByYou`,
    params: { company: partner.name },
  });
}
