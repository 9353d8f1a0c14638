import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableTexts } from '../../../../components/list/list-table.tsx';

/** The labels of a display overview's table (its rows named by their display id). */
export function useDisplayListTexts(): ListTableTexts<{ onlineId: number }> {
  const { t } = useTranslation('displays');
  return useMemo(
    () => ({
      info: t('table.info'),
      infoFor: (row) => t('table.infoFor', { id: row.onlineId }),
      selectAll: t('table.selectAll'),
      selectRow: (row) => t('table.selectRow', { id: row.onlineId }),
      loading: t('states.loading'),
      empty: t('states.empty'),
    }),
    [t],
  );
}
