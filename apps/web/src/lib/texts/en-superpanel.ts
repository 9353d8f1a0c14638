import { namespaces } from './namespaces.ts';

// The superpanel's texts (lib/i18n.ts, group 'superpanel'), loaded beside its pages only.
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/en/superpanel.json',
      '../../../../../packages/shared/src/i18n/en/superpanelMails.json',
    ],
    { eager: true, import: 'default' },
  ),
);
