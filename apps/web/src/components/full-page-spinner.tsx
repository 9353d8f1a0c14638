import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Centred spinner while a whole page waits (profile, lazy chunk). */
export function FullPageSpinner({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation('common');
  return (
    <Flex align="center" justify="center" style={{ minHeight }} role="status" aria-live="polite">
      <Spin size="large" description={t('layout.loading')} />
    </Flex>
  );
}
