import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DisplayDetails, days } from '@plakat/shared';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { useLookupLabel } from '../../../../lib/lookups.ts';
import { ActivityCalendar } from './activity-calendar.tsx';
import { ColorChip } from '../../../../components/color-chip.tsx';
import styles from './display-details.module.css';
import { DisplayTypeIcon } from '../../components/display-type-icon.tsx';
import { useDisplayTexts } from '../../components/display-texts.ts';
import { Rating, valuationOf } from '../../components/rating.tsx';
import { StatusIcons } from '../../components/status-icons.tsx';
import { ProgramSection } from '../../program/components/lazy-program.tsx';

function Block({ title, children, span = 12 }: { title: string; children: ReactNode; span?: number }) {
  return (
    <Col xs={24} lg={span}>
      <Card size="small" title={title} className="print-block" style={{ height: '100%' }}>
        {children}
      </Card>
    </Col>
  );
}

const list = (items: { key: string; label: string; children: ReactNode }[]) => (
  <Descriptions size="small" column={1} className={styles.list} items={items} />
);

/** Every block of spec 02 §2 'Display details page' (also printed). */
/** Up to six decimals without trailing zeros: a partner's rounded coordinates (52.52) do not pretend precision. */
const degrees = (value: number | null) => (value === null ? undefined : String(Number(value.toFixed(6))));

export function DisplayDetailsBlocks({ d }: { d: DisplayDetails }) {
  const { t } = useTranslation('displays');
  const texts = useDisplayTexts();
  const formatDate = useFormatDate();
  const industry = useLookupLabel('industries');
  const filter = useLookupLabel('predefinedFilters');
  const brand = useLookupLabel('displayBrands');
  const state = useLookupLabel('federalStates');
  const country = useLookupLabel('countries');
  const placement = useLookupLabel('signageCategories');
  const none = t('values.none');
  const or = (v: ReactNode) => (v === null || v === undefined || v === '' ? none : v);
  const valuation = valuationOf(d);
  const hasCoords = d.latitude !== null && d.longitude !== null;
  const osm = hasCoords
    ? `https://www.openstreetmap.org/?mlat=${d.latitude}&mlon=${d.longitude}#map=17/${d.latitude}/${d.longitude}`
    : '';
  const size = d.widthCm && d.heightCm ? `${texts.size(d.size)} (${d.widthCm} × ${d.heightCm} cm)` : texts.size(d.size);

  return (
    <Row gutter={[16, 16]}>
      <Block title={t('details.information')}>
        {list([
          { key: 'id', label: t('info.displayId'), children: d.onlineId },
          {
            key: 'title',
            label: t('info.title'),
            children: <span style={{ wordBreak: 'break-word' }}>{d.title}</span>,
          },
          {
            key: 'description',
            label: t('info.description'),
            children: <span style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>{d.description}</span>,
          },
          {
            key: 'category',
            label: t('info.category'),
            children: d.categoryTitle ? <ColorChip title={d.categoryTitle} color={d.categoryColor} /> : none,
          },
          {
            key: 'industry',
            label: t('details.industry'),
            children: d.excludedIndustries.length
              ? d.excludedIndustries.map((c) => <Tag key={c}>{industry(c)}</Tag>)
              : none,
          },
          {
            key: 'filters',
            label: t('details.predefinedFilters'),
            children: d.predefinedFilters.length
              ? d.predefinedFilters.map((c) => <Tag key={c}>{filter(c)}</Tag>)
              : none,
          },
          {
            key: 'keywords',
            label: t('fields.keywords'),
            children: d.keywords.length ? d.keywords.map((k) => <Tag key={k}>{k}</Tag>) : none,
          },
          { key: 'created', label: t('details.createdOn'), children: formatDate(d.createDate) },
        ])}
      </Block>
      <Block title={t('details.status')}>
        <Flex vertical gap={12}>
          <Flex align="center" gap={16}>
            <DisplayTypeIcon type={d.displayType} status={d.status} />
            {d.status === 'completed' && <StatusIcons display={d} />}
          </Flex>
          {list([
            { key: 'status', label: t('fields.displayStatus'), children: t(`displayStatus.${d.status}`) },
            { key: 'accessibility', label: t('fields.accessibility'), children: t(`accessibility.${d.accessibility}`) },
            { key: 'location', label: t('fields.locationType'), children: t(`location.${d.location}`) },
            { key: 'share', label: t('fields.shareOptions'), children: t(`share.${d.shareOptions}`) },
            {
              key: 'activity',
              label: t('fields.activity'),
              children: t(`activity.${d.isActive ? 'active' : 'inactive'}`),
            },
            { key: 'lock', label: t('fields.lock'), children: t(`lock.${d.isLocked ? 'locked' : 'unlocked'}`) },
          ])}
        </Flex>
      </Block>
      <Block title={t('details.specifications')}>
        {list([
          {
            key: 'type',
            label: t('fields.displayType'),
            children: d.displayType ? t(`displayType.${d.displayType}`) : none,
          },
          ...(d.displayType === 'LCDFloorstand'
            ? [{ key: 'screens', label: t('details.screens'), children: d.screens ? t(`screens.${d.screens}`) : none }]
            : []),
          { key: 'brand', label: t('details.brand'), children: or(brand(d.brand)) },
          { key: 'model', label: t('details.model'), children: or(d.model) },
          // Left out of a partner's answer (only the owner sees the serial number).
          ...(d.serialNumber === undefined
            ? []
            : [{ key: 'serial', label: t('details.serialNumber'), children: or(d.serialNumber) }]),
          {
            key: 'sound',
            label: t('details.sound'),
            children: d.sound === null ? none : t(d.sound ? 'values.on' : 'values.off'),
          },
          {
            key: 'os',
            label: t('details.operatingSystem'),
            children: d.operatingSystem ? t(`operatingSystem.${d.operatingSystem}`) : none,
          },
          {
            key: 'alignment',
            label: t('fields.alignment'),
            children: d.alignment ? t(`alignment.${d.alignment}`) : none,
          },
          { key: 'size', label: t('info.displaySize'), children: size },
          {
            key: 'resolution',
            label: t('fields.resolution'),
            children: `${texts.resolution(d)}${d.aspectRatio ? ` (${d.aspectRatio})` : ''}`,
          },
        ])}
      </Block>
      <Block title={t('details.position')}>
        {list([
          {
            key: 'street',
            label: t('details.streetNo'),
            children: or([d.street, d.houseNumber].filter(Boolean).join(' ')),
          },
          {
            key: 'town',
            label: t('details.postcodeTown'),
            children: or([d.zipCode, d.city].filter(Boolean).join(' ')),
          },
          { key: 'district', label: t('details.district'), children: or(d.district) },
          { key: 'state', label: t('details.federalState'), children: or(state(d.federalState)) },
          { key: 'country', label: t('details.country'), children: or(country(d.country)) },
        ])}
      </Block>
      <Block title={t('details.location')}>
        {list([
          { key: 'placement', label: t('details.placement'), children: or(placement(d.placement)) },
          {
            key: 'description',
            label: t('details.locationDescription'),
            children: (
              <span style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{or(d.locationDescription)}</span>
            ),
          },
          {
            key: 'map',
            label: t('details.mapLocation'),
            children: hasCoords ? (
              <Flex vertical gap={6}>
                <div
                  aria-hidden
                  style={{
                    height: 110,
                    borderRadius: 8,
                    border: '1px solid #d9d9d9',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    background:
                      'repeating-linear-gradient(0deg,#f6f8fa,#f6f8fa 18px,#e9eef3 18px,#e9eef3 19px),repeating-linear-gradient(90deg,transparent,transparent 18px,#e9eef3 18px,#e9eef3 19px)',
                  }}
                >
                  <EnvironmentOutlined aria-hidden style={{ fontSize: 32, color: '#f5222d' }} />
                </div>
                <Typography.Text>
                  {t('details.coordinates', { latitude: degrees(d.latitude), longitude: degrees(d.longitude) })}
                </Typography.Text>
                <a href={osm} target="_blank" rel="noopener noreferrer" className="no-print">
                  {t('details.openMap')}
                </a>
              </Flex>
            ) : (
              none
            ),
          },
        ])}
      </Block>
      <Block title={t('details.valuation')}>
        {list([
          {
            key: 'visibility',
            label: t('info.visibility'),
            children: <Rating value={d.visibilityRate} label={texts.visibility(d.visibilityRate)} />,
          },
          {
            key: 'visitors',
            label: t('info.visitors'),
            children: <Rating value={d.visitorCount} label={texts.visitors(d.visitorCount)} />,
          },
          {
            key: 'price',
            label: t('info.priceCategory'),
            children: <Rating value={d.priceCredits} label={texts.price(d.priceCredits)} />,
          },
          {
            key: 'valuation',
            label: t('info.valuation'),
            children: <Rating value={valuation} label={texts.valuation(valuation)} />,
          },
        ])}
      </Block>
      <Block title={t('details.peakTimes')} span={24}>
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={8}>
            {list(
              days.map((day) => {
                const band = d.peakTimes[day];
                return { key: day, label: t(`days.${day}`), children: band ? t(`peakBand.${band}`) : none };
              }),
            )}
          </Col>
          <Col xs={24} lg={16}>
            <Typography.Text strong>{t('details.calendar')}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <ActivityCalendar availability={d.availability} />
            </div>
          </Col>
        </Row>
      </Block>
      <ProgramSection display={d} />
    </Row>
  );
}
