import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';
import { formatRelative } from '../../../../lib/relative-time.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import styles from './display-cells.module.css';

/**
 * The overview's screen column (issue 25): a coloured dot with online or offline, and when the screen last reported
 * (relative; the exact time on hover). Loaded by connection-cell.tsx once a row has a screen.
 */
export const ConnectionStatus = memo(function ConnectionStatus({
  online,
  lastSeenAt,
}: {
  online?: boolean | null;
  lastSeenAt?: string | null;
}) {
  const { t } = useTranslation('displays');
  const lang = useLanguage();
  if (online === null || online === undefined || !lastSeenAt) return null;
  return (
    <span className={styles.stack}>
      <span className={online ? styles.online : styles.offline}>
        {t(online ? 'connection.online' : 'connection.offline')}
      </span>
      <span className={styles.secondary} title={formatDate(lastSeenAt, lang, { withTime: true })}>
        {formatRelative(lastSeenAt, lang)}
      </span>
    </span>
  );
});
