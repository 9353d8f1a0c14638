import { namespaces } from './namespaces.ts';

// import.meta.glob needs literal patterns, hence one module per language (see namespaces.ts).
export default namespaces(
  import.meta.glob(
    ['../../../../../packages/shared/src/i18n/en/*.json', '!**/api*.json', '!**/mail.json', '!**/notifications.json'],
    { eager: true, import: 'default' },
  ),
);
