import { type ComponentProps, Suspense, lazy } from 'react';
import { loadScreenTexts } from '../../lib/i18n.ts';

// Loaded beside the pages that show them, with the screens' texts: neither the details page nor the profile page
// downloads them before they render.
const Sections = lazy(() =>
  Promise.all([import('./components/status-sections.tsx'), loadScreenTexts()]).then(([m]) => ({
    default: m.StatusSections,
  })),
);
const AlertCard = lazy(() =>
  Promise.all([import('./components/offline-alert-card.tsx'), loadScreenTexts()]).then(([m]) => ({
    default: m.OfflineAlertCard,
  })),
);

/** The details page's Screen and Plays sections (own displays only). */
export function DisplayStatusSections(props: ComponentProps<typeof Sections>) {
  return (
    <Suspense fallback={null}>
      <Sections {...props} />
    </Suspense>
  );
}

/** The profile page's offline alert delay. */
export function OfflineAlertSettings() {
  return (
    <Suspense fallback={null}>
      <AlertCard />
    </Suspense>
  );
}
