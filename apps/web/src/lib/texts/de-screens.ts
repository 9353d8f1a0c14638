import { namespaces } from './namespaces.ts';

// The screens' texts (lib/i18n.ts, group 'screens'): a display's program, pairing and status, loaded beside them only.
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/de/displayProgram.json',
      '../../../../../packages/shared/src/i18n/de/displayStatus.json',
      '../../../../../packages/shared/src/i18n/de/displayFleet.json',
    ],
    { eager: true, import: 'default' },
  ),
);
