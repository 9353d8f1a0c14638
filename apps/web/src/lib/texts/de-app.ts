import { namespaces } from './namespaces.ts';

// The texts of the logged-in screens (lib/i18n.ts, group 'app'): every namespace but the start group's (de.ts), the
// wizard's (de-wizard.ts) and the server's own (answers, e-mails, notifications).
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/de/*.json',
      '!../../../../../packages/shared/src/i18n/de/common.json',
      '!../../../../../packages/shared/src/i18n/de/auth.json',
      '!../../../../../packages/shared/src/i18n/de/validation.json',
      '!../../../../../packages/shared/src/i18n/de/displayWizard.json',
      '!../../../../../packages/shared/src/i18n/de/mediaPool.json',
      '!../../../../../packages/shared/src/i18n/de/roles.json',
      '!../../../../../packages/shared/src/i18n/de/users.json',
      '!../../../../../packages/shared/src/i18n/de/invitations.json',
      '!../../../../../packages/shared/src/i18n/de/profile.json',
      '!../../../../../packages/shared/src/i18n/de/superpanel.json',
      '!../../../../../packages/shared/src/i18n/de/notificationCenter.json',
      '!../../../../../packages/shared/src/i18n/de/partners.json',
      '!../../../../../packages/shared/src/i18n/de/dashboard.json',
      '!../../../../../packages/shared/src/i18n/de/editor.json',
      '!../../../../../packages/shared/src/i18n/de/designEditor.json',
      '!../../../../../packages/shared/src/i18n/de/displayFleet.json',
      '!../../../../../packages/shared/src/i18n/de/registration.json',
      '!../../../../../packages/shared/src/i18n/de/superpanelMails.json',
      '!../../../../../packages/shared/src/i18n/de/displayProgram.json',
      '!../../../../../packages/shared/src/i18n/de/displayStatus.json',
      // The web player's own texts (apps/player).
      '!../../../../../packages/shared/src/i18n/de/player.json',
      '!../../../../../packages/shared/src/i18n/de/api*.json',
      '!../../../../../packages/shared/src/i18n/de/mail.json',
      '!../../../../../packages/shared/src/i18n/de/notifications.json',
      // The screens' group (texts/de-screens.ts) brings these beside the screens' sections.
      '!../../../../../packages/shared/src/i18n/de/displayProgram.json',
      '!../../../../../packages/shared/src/i18n/de/displayStatus.json',
    ],
    { eager: true, import: 'default' },
  ),
);
