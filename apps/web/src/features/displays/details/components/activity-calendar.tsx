import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { days } from '@plakat/shared';

const hours = Array.from({ length: 24 }, (_, h) => h);
const on = '#52c41a';
const off = '#f0f0f0';
const cell = {
  height: 16,
  minWidth: 14,
  borderRadius: 2,
  padding: 0,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
} as const;

/** The display activity calendar: 7 weekdays × 24 hours, filled where the display is available. */
export function ActivityCalendar({ availability }: { availability: Record<string, number[]> }) {
  const { t } = useTranslation('displays');
  return (
    <Flex vertical gap={8}>
      <div style={{ overflowX: 'auto' }}>
        <table
          aria-label={t('details.calendar')}
          style={{ borderCollapse: 'separate', borderSpacing: 2, width: '100%', minWidth: 480, tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              <th style={{ width: 40 }} />
              {hours.map((h) => (
                <th
                  key={h}
                  scope="col"
                  style={{ fontSize: 10, fontWeight: 400, color: 'rgba(0, 0, 0, 0.6)', textAlign: 'center' }}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const active = new Set(availability[day] ?? []);
              return (
                <tr key={day}>
                  <th scope="row" style={{ fontSize: 12, fontWeight: 400, textAlign: 'start' }}>
                    {t(`daysShort.${day}`)}
                  </th>
                  {hours.map((h) => (
                    <td
                      key={h}
                      title={`${t(`days.${day}`)} ${h}:00 – ${active.has(h) ? t('details.available') : t('details.unavailable')}`}
                      data-available={active.has(h) || undefined}
                      style={{ ...cell, background: active.has(h) ? on : off }}
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
