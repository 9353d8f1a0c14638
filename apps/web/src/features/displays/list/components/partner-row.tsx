import { Col, Descriptions, Image, Row } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerDisplayItem } from '../../api/search-partner-displays.ts';
import { ColorChip } from '../../../../components/color-chip.tsx';
import { useDisplayTexts } from '../../components/display-texts.ts';
import { Rating, valuationOf } from '../../components/rating.tsx';

/** The expanded row of a partner display: what the partner shares, no management actions. */
export const PartnerRow = memo(function PartnerRow({ row }: { row: PartnerDisplayItem }) {
  const { t } = useTranslation('displays');
  const texts = useDisplayTexts();
  const valuation = valuationOf(row);
  return (
    <Row gutter={[24, 16]} style={{ padding: '8px 4px' }}>
      <Col xs={24} md={8}>
        {row.thumbUrl ? (
          <Image src={row.thumbUrl} alt={t('info.mediaAlt')} style={{ maxHeight: 200, objectFit: 'contain' }} />
        ) : null}
      </Col>
      <Col xs={24} md={16}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'company', label: t('fields.company'), children: row.companyName },
            { key: 'id', label: t('info.displayId'), children: row.onlineId },
            { key: 'title', label: t('info.title'), children: row.title },
            {
              key: 'category',
              label: t('info.category'),
              children: row.categoryTitle ? (
                <ColorChip title={row.categoryTitle} color={row.categoryColor} />
              ) : (
                t('values.none')
              ),
            },
            { key: 'resolution', label: t('info.resolution'), children: texts.resolution(row) },
            {
              key: 'alignment',
              label: t('info.alignment'),
              children: row.alignment ? t(`alignment.${row.alignment}`) : t('values.none'),
            },
            { key: 'size', label: t('info.displaySize'), children: texts.size(row.size) },
            { key: 'days', label: t('info.availableDays'), children: texts.days(row.availableDays) },
            {
              key: 'visibility',
              label: t('info.visibility'),
              children: <Rating value={row.visibilityRate} label={texts.visibility(row.visibilityRate)} />,
            },
            {
              key: 'visitors',
              label: t('info.visitors'),
              children: <Rating value={row.visitorCount} label={texts.visitors(row.visitorCount)} />,
            },
            {
              key: 'price',
              label: t('info.priceCategory'),
              children: <Rating value={row.priceCredits} label={texts.price(row.priceCredits)} />,
            },
            {
              key: 'valuation',
              label: t('info.valuation'),
              children: <Rating value={valuation} label={texts.valuation(valuation)} />,
            },
          ]}
        />
      </Col>
    </Row>
  );
});
