import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableTexts } from '../../../components/list/list-table.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';

/** The labels of the center's table (its rows named by their date and time). */
export function useNotificationListTexts(): ListTableTexts<{ createdAt: string }> {
  const { t } = useTranslation('notificationCenter');
  const formatDate = useFormatDate();
  return useMemo(() => {
    const date = (row: { createdAt: string }) => formatDate(row.createdAt, { withTime: true });
    return {
      info: t('list.info'),
      infoFor: (row) => t('list.infoFor', { date: date(row) }),
      selectAll: t('list.selectAll'),
      selectRow: (row) => t('list.selectRow', { date: date(row) }),
      loading: t('list.loading'),
      empty: t('list.empty'),
    };
  }, [t, formatDate]);
}
