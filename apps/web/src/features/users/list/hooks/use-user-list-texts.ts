import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableTexts } from '../../../../components/list/list-table.tsx';

/** The labels of the user overview's table (its rows named by their user ID). */
export function useUserListTexts(): ListTableTexts<{ onlineId: number }> {
  const { t } = useTranslation('users');
  return useMemo(
    () => ({
      info: t('list.info'),
      infoFor: (row) => t('list.infoFor', { id: row.onlineId }),
      selectAll: t('list.selectAll'),
      selectRow: (row) => t('list.selectRow', { id: row.onlineId }),
      loading: t('list.loading'),
      empty: t('list.empty'),
    }),
    [t],
  );
}
