import { CloseCircleFilled } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `allowClear` of antd's Select and Input with the clear button named in the reader's language: antd names a Select's
 * 'Clear' and an Input's by its icon ('close-circle') in every language.
 */
export function useClearable() {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      select: { clearIcon: <CloseCircleFilled aria-hidden />, label: t('actions.clearSelection') },
      input: { clearIcon: <CloseCircleFilled aria-label={t('actions.clearInput')} /> },
    }),
    [t],
  );
}
