import { namespaces } from './namespaces.ts';

// The texts of the logged-in screens (lib/i18n.ts, group 'app'): every namespace but the start group's (en.ts) and the
// server's own (answers, e-mails, notifications).
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/en/*.json',
      '!**/{common,auth,validation}.json',
      '!**/api*.json',
      '!**/mail.json',
      '!**/notifications.json',
    ],
    { eager: true, import: 'default' },
  ),
);
