import type { NotificationType } from '@plakat/shared';
import { paths } from '../../../config/paths.ts';
import type { NotificationListItem } from '../../../lib/notifications/queries.ts';

const d = paths.dashboard;
type Item = Pick<NotificationListItem, 'type' | 'resource' | 'sender'>;

/** Received invitations are answered on the confirmation page; every other invitation news is in its tab. */
const receivedInvitation = (type: NotificationType) => type === 'partnerInvited';

/**
 * Where the reader sees what a notification is about, or null: the server says whether there is such a page
 * (`resource.path`, null for a display no longer shared with them), the web app which page shows that one resource.
 * A display shared with the reader opens the partner display overview, a partner its row in partner management, an
 * invitation the confirmation page (received; docs/api/partners.md) or partner management's invitations tab, a user their edit page.
 */
export function resourceLink({ type, resource, sender }: Item): string | null {
  const { id } = resource;
  if (resource.type === 'user') return id ? d.userManagement.editUser(id) : null;
  if (!resource.path) return null;
  if (resource.type === 'partner' && id) return `${d.partnersManagement}?idORNameOREmail=${encodeURIComponent(id)}`;
  if (resource.type === 'invitation') {
    if (receivedInvitation(type) && id && sender.companyId) {
      const query = new URLSearchParams({ companyId: sender.companyId, invitationId: id });
      return `${d.partnersInvitationConfirmation}?${query}`;
    }
    return `${d.partnersManagement}?tab=invitations`;
  }
  return resource.path;
}
