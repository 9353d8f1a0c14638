import { Alert, Button, Flex } from 'antd';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetLimits } from '@plakat/shared';
import { Panel } from '../../../../components/panel.tsx';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { useDisplayDetails } from '../../api/get-expanded-info.ts';
import { ExpandedRow } from '../../list/components/lazy-rows.tsx';
import type { OwnDisplayFilter } from '../../search/lib/filters.ts';
import { useDisplayMap } from '../api/map-displays.ts';
import styles from './fleet-map.module.css';

const FleetMap = lazy(() => import('./fleet-map.tsx'));

/**
 * The map view of the own overview: a pin per display of the search with coordinates, coloured by online status,
 * clustered at low zoom; a pin opens that display's Info row below the map (the map stays where it was, so the
 * next pin is one click away), and a note names the displays the map cannot show.
 */
export function FleetMapPanel({ values }: { values: OwnDisplayFilter }) {
  const { t } = useTranslation('displayFleet');
  const answer = useDisplayMap(values);
  const [selected, setSelected] = useState<string | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const pins = answer.data?.pins;
  const zoomTitles = { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') };
  const pinLabel = useCallback(
    (pin: { onlineId: number; title: string; online: boolean }) =>
      t('map.pin', { id: pin.onlineId, title: pin.title, state: t(pin.online ? 'map.online' : 'map.offline') }),
    [t],
  );
  const clusterLabel = useCallback((count: number, online: number) => t('map.cluster', { count, online }), [t]);

  if (answer.isError) return <LoadFailed title={t('map.loadFailed')} retry={t('map.retry')} onRetry={answer.refetch} />;
  const withoutCoordinates = answer.data?.withoutCoordinates ?? 0;
  return (
    <>
      <Panel data-testid="fleet-map">
        <Flex vertical gap={8}>
          <Flex gap={16} wrap className={styles.legend}>
            <span>
              <span className={`${styles.dot} ${styles.online}`} aria-hidden /> {t('map.online')}
            </span>
            <span>
              <span className={`${styles.dot} ${styles.offline}`} aria-hidden /> {t('map.offline')}
            </span>
          </Flex>
          {answer.data && pins?.length === 0 && <Alert type="info" showIcon title={t('map.empty')} />}
          {answer.data?.truncated && (
            <Alert type="warning" showIcon title={t('map.truncated', { count: fleetLimits.mapMaxPins })} />
          )}
          {withoutCoordinates > 0 && (
            <Alert type="info" showIcon title={t('map.withoutCoordinates', { count: withoutCoordinates })} />
          )}
          {tilesFailed && <Alert type="warning" showIcon title={t('map.tilesFailed')} />}
          <section className={styles.map} aria-label={t('map.label')} aria-busy={answer.isFetching}>
            <Suspense fallback={<div role="status">{t('map.loading')}</div>}>
              <FleetMap
                pins={pins ?? []}
                selected={selected}
                onSelect={setSelected}
                onTilesFailed={setTilesFailed}
                zoomTitles={zoomTitles}
                pinLabel={pinLabel}
                clusterLabel={clusterLabel}
              />
            </Suspense>
          </section>
        </Flex>
      </Panel>
      {selected && <SelectedDisplay id={selected} onClose={() => setSelected(null)} />}
    </>
  );
}

/** The Info row of the pin last clicked, as the table shows it expanded (with its management panel). */
function SelectedDisplay({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('displayFleet');
  const details = useDisplayDetails(id);
  const box = useRef<HTMLDivElement>(null);
  // Each newly clicked pin brings its row into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id decides when, not what
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [id]);
  const row = details.data;
  return (
    <div ref={box}>
      <Panel
        data-testid="fleet-selected"
        aria-live="polite"
        title={
          <Flex justify="space-between" align="center" style={{ width: '100%' }}>
            <span>{row ? t('map.selected', { id: row.onlineId, title: row.title }) : ''}</span>
            <Button size="small" onClick={onClose}>
              {t('map.close')}
            </Button>
          </Flex>
        }
      >
        {row ? <ExpandedRow row={row} /> : <ExpandedRowPending failed={details.isError} retry={details.refetch} />}
      </Panel>
    </div>
  );
}

function ExpandedRowPending({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useTranslation('displayFleet');
  if (failed) return <LoadFailed title={t('map.loadFailed')} retry={t('map.retry')} onRetry={retry} />;
  return <div role="status">{t('map.loading')}</div>;
}
