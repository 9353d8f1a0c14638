import { namespaces } from './namespaces.ts';

// The screens' texts (lib/i18n.ts, group 'screens'): a display's program, pairing and status, loaded beside them only.
export default namespaces(
  import.meta.glob(
    [
      '../../../../../packages/shared/src/i18n/en/displayProgram.json',
      '../../../../../packages/shared/src/i18n/en/displayStatus.json',
      '../../../../../packages/shared/src/i18n/en/displayFleet.json',
    ],
    { eager: true, import: 'default' },
  ),
);
