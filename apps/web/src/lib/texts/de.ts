import { namespaces } from './namespaces.ts';

// The texts every page needs (lib/i18n.ts, group 'start'). import.meta.glob needs literal patterns, hence one module
// per language and group (see namespaces.ts).
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/de/common.json',
      '../../../../../packages/shared/src/i18n/de/auth.json',
      '../../../../../packages/shared/src/i18n/de/validation.json',
    ],
    { eager: true, import: 'default' },
  ),
);
