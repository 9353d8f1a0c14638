import type { Language, NotificationItem, NotificationResourceType, NotificationType } from '@plakat/shared';
import type { NotificationListRow } from './repository/reader.ts';

const partnerDisplays = '/dashboard/display-management/partner-list';
const partnersManagement = '/dashboard/partners-management';
const ownDisplay = (id: string) => `/dashboard/display-management/own-list/${id}`;

/**
 * The web page where the reader sees the resource: a display shared with them in the partner display overview,
 * partners and invitations in partner management, the own display's details page for its screen going offline or
 * back. A display taken away from them, and a message, have none.
 */
function resourcePath(
  type: NotificationType,
  resourceType: NotificationResourceType,
  id: string | null,
): string | null {
  if (resourceType === 'display' && id && (type === 'displayOffline' || type === 'displayOnline'))
    return ownDisplay(id);
  if (resourceType === 'display') return type === 'displayShared' ? partnerDisplays : null;
  if (resourceType === 'partner' || resourceType === 'invitation') return partnersManagement;
  return null;
}

export function toNotificationItem(row: NotificationListRow, lang: Language): NotificationItem {
  const type = row.type as NotificationType;
  const resourceType = row.resourceType as NotificationResourceType;
  return {
    id: row.id,
    type,
    message: lang === 'de' ? row.messageDe : row.messageEn,
    sender: {
      companyId: row.senderCompanyId,
      companyName: row.senderCompanyName ?? null,
      userId: row.senderUserId,
      userName: row.senderUserName ?? null,
    },
    resource: { type: resourceType, id: row.resourceId, path: resourcePath(type, resourceType, row.resourceId) },
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
