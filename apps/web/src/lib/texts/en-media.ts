import { namespaces } from './namespaces.ts';

// The media pool's texts (lib/i18n.ts, group 'media'), loaded beside the media pool's pages and the wizard's pool
// picker only: the list pages of other areas stay within their first-load budget.
export default namespaces(
  import.meta.glob('../../../../../packages/shared/src/i18n/en/mediaPool.json', { eager: true, import: 'default' }),
);
