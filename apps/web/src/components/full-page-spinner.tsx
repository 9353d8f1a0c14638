import { useTranslation } from 'react-i18next';

/**
 * Centred spinner while a whole page waits (profile, lazy chunk), drawn as antd's large Spin with its description
 * (app/plain-ui.css): it is on the first load of every page, where antd's Spin would add its code and the work of
 * making its styles.
 */
export function FullPageSpinner({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation('common');
  return (
    <div className="plakat-page-spinner" style={{ minHeight }} role="status" aria-live="polite">
      <span className="plakat-page-spinner-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span>{t('layout.loading')}</span>
    </div>
  );
}
