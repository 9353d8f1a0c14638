import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A 1-5 rating as 'x out of 5' with a bar of value × 20 % (spec 02 §2 'Expanded display row'). */
export function Rating({ value, label }: { value: number | null | undefined; label?: string }) {
  const { t } = useTranslation('displays');
  if (value === null || value === undefined)
    return <Typography.Text type="secondary">{t('values.none')}</Typography.Text>;
  return (
    <Flex vertical gap={0} style={{ minWidth: 140 }}>
      <Typography.Text>
        {t('info.outOf', { value })}
        {label ? ` · ${label}` : ''}
      </Typography.Text>
      {/* The text above says the same; the bar is its picture, so assistive technology reads the value once. */}
      <Progress percent={value * 20} showInfo={false} size="small" aria-hidden />
    </Flex>
  );
}

/** Valuation: the rounded mean of visibility, visitors and price category (1-5). */
export function valuationOf(d: {
  visibilityRate: number | null;
  visitorCount: number | null;
  priceCredits: number | null;
}) {
  const values = [d.visibilityRate, d.visitorCount, d.priceCredits].filter((v): v is number => typeof v === 'number');
  if (!values.length) return null;
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}
