import { Descriptions, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisplayDetails } from '@plakat/shared';
import { paths } from '../../../../config/paths.ts';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { ClampedText } from './clamped-text.tsx';
import { useDisplayTexts } from '../../components/display-texts.ts';
import { ColorChip } from '../../../../components/color-chip.tsx';
import { Rating, valuationOf } from '../../components/rating.tsx';

/** The information panel of the expanded row (spec 02 §2). */
export function InfoPanel({ display }: { display: DisplayDetails }) {
  const { t } = useTranslation('displays');
  // The log's actions are the screens' texts (lib/i18n.ts, group 'screens'), loaded with the Info row and the page.
  const { t: ts } = useTranslation('displayStatus');
  const texts = useDisplayTexts();
  const formatDate = useFormatDate();
  const valuation = valuationOf(display);
  const log = display.displayLog?.slice(0, 3);
  return (
    <Flex vertical gap={8}>
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { width: 150 } }}
        items={[
          { key: 'id', label: t('info.displayId'), children: display.onlineId },
          {
            key: 'title',
            label: t('info.title'),
            children: <Typography.Text style={{ wordBreak: 'break-word' }}>{display.title}</Typography.Text>,
          },
          { key: 'description', label: t('info.description'), children: <ClampedText text={display.description} /> },
          {
            key: 'category',
            label: t('info.category'),
            children: display.categoryTitle ? (
              <ColorChip title={display.categoryTitle} color={display.categoryColor} />
            ) : (
              t('values.none')
            ),
          },
          { key: 'resolution', label: t('info.resolution'), children: texts.resolution(display) },
          {
            key: 'alignment',
            label: t('info.alignment'),
            children: display.alignment ? t(`alignment.${display.alignment}`) : t('values.none'),
          },
          { key: 'size', label: t('info.displaySize'), children: texts.size(display.size) },
          {
            key: 'visibility',
            label: t('info.visibility'),
            children: <Rating value={display.visibilityRate} label={texts.visibility(display.visibilityRate)} />,
          },
          {
            key: 'visitors',
            label: t('info.visitors'),
            children: <Rating value={display.visitorCount} label={texts.visitors(display.visitorCount)} />,
          },
          {
            key: 'price',
            label: t('info.priceCategory'),
            children: <Rating value={display.priceCredits} label={texts.price(display.priceCredits)} />,
          },
          {
            key: 'valuation',
            label: t('info.valuation'),
            children: <Rating value={valuation} label={texts.valuation(valuation)} />,
          },
          { key: 'days', label: t('info.availableDays'), children: texts.days(display.availableDays) },
          // A partner company gets no log of another company's display (the answer leaves it out).
          ...(log
            ? [
                {
                  key: 'log',
                  label: t('info.displayLog'),
                  children: log.length ? (
                    <Timeline
                      style={{ marginTop: 8, marginBottom: -24 }}
                      items={log.map((entry, i) => ({
                        key: `${entry.at}-${i}`,
                        content: (
                          <Typography.Text style={{ fontSize: 12 }}>
                            {ts(`logActions.${entry.action}`, { defaultValue: entry.action })} ·{' '}
                            {formatDate(entry.at, { withTime: true })}
                            {entry.actorName ? ` · ${entry.actorName}` : ''}
                          </Typography.Text>
                        ),
                      }))}
                    />
                  ) : (
                    t('info.noLog')
                  ),
                },
              ]
            : []),
        ]}
      />
      <a href={paths.dashboard.displayManagement.ownDetails(display.id)} target="_blank" rel="noopener noreferrer">
        <Tag color="blue" style={{ cursor: 'pointer' }}>
          {t('info.moreDetails')}
        </Tag>
      </a>
    </Flex>
  );
}
