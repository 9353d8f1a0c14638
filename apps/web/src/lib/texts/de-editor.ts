import { namespaces } from './namespaces.ts';

// The design editor's texts (lib/i18n.ts, group 'editor'), loaded beside its pages only.
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/de/editor.json',
      '../../../../../packages/shared/src/i18n/de/designEditor.json',
    ],
    { eager: true, import: 'default' },
  ),
);
