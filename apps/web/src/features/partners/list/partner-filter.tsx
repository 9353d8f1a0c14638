import { Button, Flex, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { partnerStatuses, periodDays } from '@plakat/shared';
import type { Overview } from '../../../hooks/use-overview.ts';
import type { PartnerPageValues } from '../lib/partner-search.ts';

/**
 * The partner list's filter (platform spec §3): company id, name or administrator address; status; partner since
 * (the period options). A display id comes from the share options' "partner list management" link and shows as a
 * removable tag: the partners that display is shared with, or that share it.
 */
export function PartnerFilter({ overview }: { overview: Overview<PartnerPageValues> }) {
  const { t } = useTranslation('partners');
  const { idORNameOREmail, status, period, displayId } = overview.values;
  return (
    <Flex gap={8} wrap align="center">
      <Input.Search
        key={`q-${idORNameOREmail ?? ''}`}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
        aria-label={t('filter.idORNameOREmail')}
        placeholder={t('filter.idORNameOREmail')}
        defaultValue={idORNameOREmail}
        enterButton={t('filter.search')}
        allowClear
        onSearch={(value) => overview.search({ idORNameOREmail: value.trim() || undefined }, ['idORNameOREmail'])}
        data-testid="partner-search"
      />
      <Select
        aria-label={t('filter.status')}
        placeholder={t('filter.anyStatus')}
        allowClear
        value={status}
        style={{ minWidth: 170 }}
        options={partnerStatuses.map((value) => ({ value, label: t(`filter.statuses.${value}`) }))}
        onChange={(value) => overview.search({ status: value }, ['status'])}
        data-testid="partner-status-filter"
      />
      <Select
        aria-label={t('filter.period')}
        placeholder={t('filter.period')}
        allowClear
        value={period}
        style={{ minWidth: 190 }}
        options={periodDays.map((value) => ({ value, label: t(`displays:periods.${value}`) }))}
        onChange={(value) => overview.search({ period: value }, ['period'])}
      />
      {displayId && (
        <Tag closable onClose={() => overview.search({ displayId: undefined }, ['displayId'])}>
          {t('filter.display')}
        </Tag>
      )}
      <Button onClick={overview.reset}>{t('filter.reset')}</Button>
    </Flex>
  );
}
