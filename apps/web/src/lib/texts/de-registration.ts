import { namespaces } from './namespaces.ts';

// The registration steps' texts (lib/i18n.ts, group 'registration'), loaded beside those pages and the profile.
export default namespaces(
  import.meta.glob('../../../../../packages/shared/src/i18n/de/registration.json', { eager: true, import: 'default' }),
);
