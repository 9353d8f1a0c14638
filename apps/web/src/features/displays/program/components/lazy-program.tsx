import { Col } from 'antd';
import { Suspense } from 'react';
import type { DisplayDetails } from '@plakat/shared';
import { loadScreenTexts } from '../../../../lib/i18n.ts';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';

/* The program section loads with the screens' texts (lib/i18n.ts, group 'screens') once the details page shows. */
const ProgramSectionModule = lazyComponent(() =>
  Promise.all([import('./program-section.tsx'), loadScreenTexts()]).then(([m]) => m.ProgramSection),
);

/** The display's program (a block of the details page, the whole width): completed displays only. */
export function ProgramSection({ display }: { display: Pick<DisplayDetails, 'id' | 'isLocked' | 'status'> }) {
  if (display.status !== 'completed') return null;
  return (
    <Suspense fallback={<Col xs={24} />}>
      <ProgramSectionModule display={display} />
    </Suspense>
  );
}
