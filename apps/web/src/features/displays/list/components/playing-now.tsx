import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../lib/format-date.ts';

/** The expanded row's line on what the display's screen plays now (issue 25); nothing when it reports nothing. */
export function PlayingNow({ value }: { value?: { title: string; since: string } | null }) {
  const { t } = useTranslation('displays');
  const format = useFormatDate();
  if (!value) return null;
  return (
    <Typography.Paragraph style={{ marginTop: 12 }} data-testid="playing-now">
      {t('connection.playingNow', { title: value.title, time: format(value.since, { withTime: true }) })}
    </Typography.Paragraph>
  );
}
