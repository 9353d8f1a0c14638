import { namespaces } from './namespaces.ts';

// The roles page's texts (lib/i18n.ts, group 'roles'): every permission key's label and meaning, loaded beside the
// roles page only.
export default namespaces(
  import.meta.glob('../../../../../packages/shared/src/i18n/de/roles.json', { eager: true, import: 'default' }),
);
