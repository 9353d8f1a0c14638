import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { days } from '@plakat/shared';
import styles from './activity-calendar.module.css';

const hours = Array.from({ length: 24 }, (_, h) => h);
const on = '#52c41a';
const off = '#f0f0f0';

/** The display activity calendar: 7 weekdays × 24 hours, filled where the display is available. */
export function ActivityCalendar({ availability }: { availability: Record<string, number[]> }) {
  const { t } = useTranslation('displays');
  return (
    <Flex vertical gap={8}>
      <div className={styles.frame}>
        <table aria-label={t('details.calendar')} className={styles.table}>
          <thead>
            <tr>
              <th className={styles.day} />
              {hours.map((h) => (
                <th key={h} scope="col" className={styles.hour}>
                  <span className={h % 3 === 0 ? undefined : styles.sparse}>{h}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const active = new Set(availability[day] ?? []);
              return (
                <tr key={day}>
                  <th scope="row" className={styles.day}>
                    {t(`daysShort.${day}`)}
                  </th>
                  {hours.map((h) => (
                    <td
                      key={h}
                      title={`${t(`days.${day}`)} ${h}:00 – ${active.has(h) ? t('details.available') : t('details.unavailable')}`}
                      data-available={active.has(h) || undefined}
                      className={styles.cell}
                      style={{ background: active.has(h) ? on : off }}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Flex gap={16}>
        {[
          [on, t('details.available')],
          [off, t('details.unavailable')],
        ].map(([color, label]) => (
          <Flex key={label} gap={6} align="center">
            <span aria-hidden style={{ width: 12, height: 12, background: color, borderRadius: 2 }} />
            <Typography.Text style={{ fontSize: 12 }}>{label}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
