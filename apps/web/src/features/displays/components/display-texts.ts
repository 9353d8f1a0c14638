import { useTranslation } from 'react-i18next';
import { days, valuationLabels, visibilityLabels } from '@plakat/shared';

/** The display fields as the lists and the Info row show them, in the reader's language. */
export function useDisplayTexts() {
  const { t } = useTranslation('displays');
  return {
    resolution: (d: {
      resolution: string | null;
      resolutionWidth?: number | null;
      resolutionHeight?: number | null;
    }) =>
      !d.resolution
        ? t('values.none')
        : d.resolution === 'other' && d.resolutionWidth && d.resolutionHeight
          ? `${d.resolutionWidth} × ${d.resolutionHeight}`
          : t(`resolution.${d.resolution}`),
    size: (size: number | null) =>
      size === null ? t('values.none') : t('values.inches', { value: Math.round(size * 10) / 10 }),
    days: (list: string[]) =>
      list.length
        ? days
            .filter((d) => list.includes(d))
            .map((d) => t(`daysShort.${d}`))
            .join(', ')
        : t('values.none'),
    visibility: (v: number | null) => (v ? t(`visibilityLabel.${visibilityLabels[v - 1]}`) : undefined),
    visitors: (v: number | null) => (v ? t(`visitorBand.${v}`) : undefined),
    valuation: (v: number | null) => (v ? t(`valuationLabel.${valuationLabels[v - 1]}`) : undefined),
    price: (v: number | null) => (v ? t('values.credits', { count: v }) : undefined),
  };
}
