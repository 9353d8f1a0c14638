import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/use-language.ts';
import type { DraftRow } from '../lib/program-draft.ts';
import styles from './program.module.css';

const isoDays = [1, 2, 3, 4, 5, 6, 7] as const;
/** 2024-01-01 was a Monday: the names of ISO days 1..7 in the reader's language. */
const dayName = (lang: string, day: number, weekday: 'short' | 'long') =>
  new Intl.DateTimeFormat(lang, { weekday, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));

type Change = (patch: Partial<DraftRow>) => void;

/** Days of the week (Mon..Sun toggles; none: every day) and optional hours of one program row. */
export function ScheduleFields({
  row,
  onChange,
  errors,
}: {
  row: DraftRow;
  onChange?: Change;
  errors: { days?: string[]; hours?: string[] };
}) {
  const { t } = useTranslation('displayProgram');
  const lang = useLanguage();
  if (!onChange) return <ReadOnlySchedule row={row} />;
  const toggle = (day: number) =>
    onChange({ days: row.days.includes(day) ? row.days.filter((d) => d !== day) : [...row.days, day].sort() });
  return (
    <div className={styles.schedule}>
      <fieldset aria-label={t('program.daysOf', { title: row.title })} className={styles.days}>
        {isoDays.map((day) => {
          const on = row.days.includes(day);
          return (
            <Button
              key={day}
              size="small"
              type={on ? 'primary' : 'default'}
              danger={!!errors.days}
              aria-pressed={on}
              aria-label={dayName(lang, day, 'long')}
              onClick={() => toggle(day)}
            >
              {dayName(lang, day, 'short')}
            </Button>
          );
        })}
        {row.days.length === 0 && <Typography.Text type="secondary">{t('program.everyDay')}</Typography.Text>}
      </fieldset>
      <Flex align="center" gap={6} wrap>
        <TimeField
          label={t('program.from')}
          name={t('program.fromOf', { title: row.title })}
          value={row.from}
          error={!!errors.hours}
          onChange={(from) => onChange({ from })}
        />
        <TimeField
          label={t('program.to')}
          name={t('program.toOf', { title: row.title })}
          value={row.to}
          error={!!errors.hours}
          onChange={(to) => onChange({ to })}
        />
      </Flex>
    </div>
  );
}

/** A time of day ('HH:MM', or '' for none) in the browser's own time field, with its visible label before it. */
function TimeField(props: {
  label: string;
  name: string;
  value: string;
  error: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Typography.Text type="secondary">{props.label}</Typography.Text>
      <Input
        type="time"
        size="small"
        value={props.value}
        status={props.error ? 'error' : undefined}
        aria-label={props.name}
        onChange={(event) => props.onChange(event.target.value)}
        style={{ width: 118 }}
      />
    </>
  );
}

function ReadOnlySchedule({ row }: { row: DraftRow }) {
  const { t } = useTranslation('displayProgram');
  const lang = useLanguage();
  const days = row.days.length ? row.days.map((day) => dayName(lang, day, 'short')).join(', ') : t('program.everyDay');
  const hours = row.from && row.to ? `${row.from}–${row.to}` : '';
  return (
    <div className={styles.schedule}>
      <Typography.Text type="secondary">{[days, hours].filter(Boolean).join(' · ')}</Typography.Text>
    </div>
  );
}
