import { namespaces } from './namespaces.ts';

// The dashboard's texts (lib/i18n.ts, group 'dashboard': its tiles and the sections' sub-menus), loaded beside its
// pages only; the top bar's bell has its own namespace (notificationBell) in the 'app' group.
export default namespaces(
  import.meta.glob(['../../../../../packages/shared/src/i18n/en/dashboard.json'], { eager: true, import: 'default' }),
);
