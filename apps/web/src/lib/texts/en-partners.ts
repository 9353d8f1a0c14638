import { namespaces } from './namespaces.ts';

// The partner management's texts (lib/i18n.ts, group 'partners'), loaded beside its pages only.
export default namespaces(
  import.meta.glob(['../../../../../packages/shared/src/i18n/en/partners.json'], { eager: true, import: 'default' }),
);
