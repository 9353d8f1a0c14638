import { namespaces } from './namespaces.ts';

// The display wizard's texts (lib/i18n.ts, group 'wizard'), the largest namespace, loaded beside the wizard only.
export default namespaces(
  import.meta.glob('../../../../../packages/shared/src/i18n/de/displayWizard.json', { eager: true, import: 'default' }),
);
