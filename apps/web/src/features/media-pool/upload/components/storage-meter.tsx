import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/use-language.ts';
import { usePoolStorage } from '../../api/get-storage.ts';
import { formatBytes } from '../../lib/format.ts';
import styles from './upload-list.module.css';

/** The company's used and free pool space (MEDIA_COMPANY_QUOTA), fetched again after each finished upload. */
export function StorageMeter() {
  const { t } = useTranslation('mediaPool');
  const language = useLanguage();
  const { data } = usePoolStorage();
  if (!data) return null;
  const { usedBytes, quotaBytes } = data;
  const free = Math.max(0, quotaBytes - usedBytes);
  return (
    <div data-testid="pool-storage">
      <div>
        {t('upload.storage', {
          used: formatBytes(usedBytes, language),
          quota: formatBytes(quotaBytes, language),
          free: formatBytes(free, language),
        })}
      </div>
      <meter
        className={styles.meter}
        aria-label={t('upload.storageLabel')}
        min={0}
        max={quotaBytes}
        high={quotaBytes * 0.9}
        value={usedBytes}
      />
    </div>
  );
}
