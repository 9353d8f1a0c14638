import { namespaces } from './namespaces.ts';

// The texts of the logged-in screens (lib/i18n.ts, group 'app'): every namespace but the start group's (en.ts), the
// wizard's, media pool's, roles', users', superpanel's, notification center's, partner management's and the design editor's and the server's own (answers, e-mails, notifications).
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/en/*.json',
      '!../../../../../packages/shared/src/i18n/en/common.json',
      '!../../../../../packages/shared/src/i18n/en/auth.json',
      '!../../../../../packages/shared/src/i18n/en/validation.json',
      '!../../../../../packages/shared/src/i18n/en/displayWizard.json',
      '!../../../../../packages/shared/src/i18n/en/mediaPool.json',
      '!../../../../../packages/shared/src/i18n/en/roles.json',
      '!../../../../../packages/shared/src/i18n/en/users.json',
      '!../../../../../packages/shared/src/i18n/en/invitations.json',
      '!../../../../../packages/shared/src/i18n/en/profile.json',
      '!../../../../../packages/shared/src/i18n/en/superpanel.json',
      '!../../../../../packages/shared/src/i18n/en/notificationCenter.json',
      '!../../../../../packages/shared/src/i18n/en/partners.json',
      '!../../../../../packages/shared/src/i18n/en/dashboard.json',
      '!../../../../../packages/shared/src/i18n/en/editor.json',
      '!../../../../../packages/shared/src/i18n/en/designEditor.json',
      '!../../../../../packages/shared/src/i18n/en/displayFleet.json',
      '!../../../../../packages/shared/src/i18n/en/registration.json',
      '!../../../../../packages/shared/src/i18n/en/superpanelMails.json',
      '!../../../../../packages/shared/src/i18n/en/displayProgram.json',
      '!../../../../../packages/shared/src/i18n/en/displayStatus.json',
      // The web player's own texts (apps/player).
      '!../../../../../packages/shared/src/i18n/en/player.json',
      '!../../../../../packages/shared/src/i18n/en/api*.json',
      '!../../../../../packages/shared/src/i18n/en/mail.json',
      '!../../../../../packages/shared/src/i18n/en/notifications.json',
      // The screens' group (texts/en-screens.ts) brings these beside the screens' sections.
      '!../../../../../packages/shared/src/i18n/en/displayProgram.json',
      '!../../../../../packages/shared/src/i18n/en/displayStatus.json',
    ],
    { eager: true, import: 'default' },
  ),
);
