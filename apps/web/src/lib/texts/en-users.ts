import { namespaces } from './namespaces.ts';

// The user management's and the profile page's texts (lib/i18n.ts, group 'users'), loaded beside those pages only.
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/en/users.json',
      '../../../../../packages/shared/src/i18n/en/invitations.json',
      '../../../../../packages/shared/src/i18n/en/profile.json',
    ],
    { eager: true, import: 'default' },
  ),
);
