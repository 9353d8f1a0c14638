import { namespaces } from './namespaces.ts';

// The user management's and the profile page's texts (lib/i18n.ts, group 'users'), loaded beside those pages only.
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/de/users.json',
      '../../../../../packages/shared/src/i18n/de/invitations.json',
      '../../../../../packages/shared/src/i18n/de/profile.json',
    ],
    { eager: true, import: 'default' },
  ),
);
