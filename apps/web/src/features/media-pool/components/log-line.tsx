import { useTranslation } from 'react-i18next';
import type { MediaFileLogEntry } from '@plakat/shared';
import { useFormatDate } from '../../../lib/format-date.ts';

/** A file-log entry: what happened (in the reader's language, from the server), who and when. */
export function LogLine({ entry }: { entry: MediaFileLogEntry }) {
  const { t } = useTranslation('mediaPool');
  const formatDate = useFormatDate();
  const date = formatDate(entry.at, { withTime: true });
  return (
    <span>
      {entry.text} · {entry.userName ? t('details.logBy', { name: entry.userName, date }) : date}
    </span>
  );
}
