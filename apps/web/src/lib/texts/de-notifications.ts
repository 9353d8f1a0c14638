import { namespaces } from './namespaces.ts';

// The notification center's texts (lib/i18n.ts, group 'notifications'): its page and the bell's popover.
export default namespaces(
  import.meta.glob('../../../../../packages/shared/src/i18n/de/notificationCenter.json', {
    eager: true,
    import: 'default',
  }),
);
