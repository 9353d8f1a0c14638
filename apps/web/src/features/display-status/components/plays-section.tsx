import { Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaysReport } from '@plakat/shared';
import { Panel } from '../../../components/panel.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePlays } from '../api/plays.ts';

type Item = PlaysReport['items'][number];

/** '10.3.' / '3/10': a day of the report as a short column header. */
const shortDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The details page's "Plays" section: counted plays (at least 75 % played) per item and day, the last 7 days. */
export function PlaysSection({ displayId }: { displayId: string }) {
  const { t } = useTranslation('displayStatus');
  const scrollBox = useRef<HTMLDivElement>(null);
  // antd's scrolling box of the table (it scrolls sideways on a phone) holds nothing focusable: named and made
  // reachable by keyboard, so it can be scrolled without a mouse (WCAG 2.1.1, axe scrollable-region-focusable).
  useEffect(() => {
    const box = scrollBox.current?.querySelector('.ant-table-content');
    box?.setAttribute('tabindex', '0');
    box?.setAttribute('role', 'region');
    box?.setAttribute('aria-label', t('plays.title'));
  });
  const lang = useLanguage();
  const plays = usePlays(displayId);
  const report = plays.data;
  const columns: ColumnType<Item>[] = [
    {
      key: 'item',
      title: t('plays.item'),
      render: (_, item) => item.title ?? <Typography.Text type="secondary">{item.itemId}</Typography.Text>,
    },
    ...(report?.days ?? []).map(
      (day): ColumnType<Item> => ({
        key: day,
        title: shortDay(day, lang),
        align: 'right',
        render: (_, item) => item.perDay[day] ?? 0,
      }),
    ),
    { key: 'total', title: t('plays.total'), align: 'right', render: (_, item) => <strong>{item.total}</strong> },
  ];
  return (
    <Panel title={t('plays.title')} className="print-block" data-testid="plays-section" flush>
      <div ref={scrollBox} style={{ minWidth: 0, overflow: 'hidden' }}>
        <Table<Item>
          size="small"
          rowKey="itemId"
          loading={plays.isPending}
          columns={columns}
          dataSource={report?.items ?? []}
          pagination={false}
          scroll={{ x: true }}
          // Secondary text: antd's placeholder grey (#bfbfbf) fails the contrast rule.
          locale={{
            emptyText: (
              <Typography.Text type="secondary">{plays.isError ? t('plays.failed') : t('plays.empty')}</Typography.Text>
            ),
          }}
        />
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: 12 }}>
        {t('plays.hint')}
      </Typography.Paragraph>
    </Panel>
  );
}
