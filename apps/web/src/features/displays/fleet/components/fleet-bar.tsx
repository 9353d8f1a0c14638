import { Button, Flex } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import { notify } from '../../../../lib/notify.ts';
import { PairCodeNotice } from '../../pairing/components/pair-code-notice.tsx';
import type { OwnDisplayFilter } from '../../search/lib/filters.ts';

// The map and Leaflet load when the map is first shown: no part of the overview's first load.
const FleetMapPanel = lazyComponent(() => import('./fleet-map-panel.tsx').then((m) => m.FleetMapPanel));

type Props = {
  values: OwnDisplayFilter;
  /** Writes the address (the overview's `set`): the view lives there as `view=map`. */
  set: (values: OwnDisplayFilter) => void;
};

/**
 * The own overview's fleet view (issue 25): Table | Map, kept in the address, and the CSV export of the current search
 * (every page). With `view=map` the map shows here and the page hides its table. Above it, a screen's pairing code
 * brought by its QR code.
 */
export function FleetBar({ values, set }: Props) {
  const { t } = useTranslation('displayFleet');
  const [exporting, setExporting] = useState(false);
  const map = values.view === 'map';
  const show = (view: OwnDisplayFilter['view']) => set({ ...values, view });

  const onExport = async () => {
    setExporting(true);
    try {
      const { exportDisplays, saveFile } = await import('../api/export-displays.ts');
      saveFile(await exportDisplays(values));
    } catch {
      notify.error(t('bar.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PairCodeNotice />
      <Flex justify="space-between" align="center" gap={8} wrap data-testid="fleet-bar">
        <Flex role="group" aria-label={t('bar.view')} gap={0}>
          <Button type={map ? 'default' : 'primary'} aria-pressed={!map} onClick={() => show(undefined)}>
            {t('bar.table')}
          </Button>
          <Button type={map ? 'primary' : 'default'} aria-pressed={map} onClick={() => show('map')}>
            {t('bar.map')}
          </Button>
        </Flex>
        <Button loading={exporting} onClick={onExport}>
          {t('bar.export')}
        </Button>
      </Flex>
      {map && (
        <Suspense fallback={<div role="status">{t('bar.loading')}</div>}>
          <FleetMapPanel values={values} />
        </Suspense>
      )}
    </>
  );
}
