import { Flex, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { useFormatDate } from '../../../lib/format-date.ts';
import type { ListSort } from '../../../lib/list-search.ts';
import { sortableColumn } from '../../../components/list/sorting.ts';
import { CompanyAvatar } from '../../../components/company-avatar.tsx';
import { PartnerActions } from './partner-actions.tsx';
import type { PartnerRow } from './partner-row.ts';

type T = TFunction<'partners'>;
type FormatDate = ReturnType<typeof useFormatDate>;

function Company({ row }: { row: PartnerRow }) {
  return (
    <Flex gap={12} align="center">
      <CompanyAvatar name={row.companyName} logoUrl={row.logoThumbUrl} size={40} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {row.companyName}
        </Typography.Text>
        {row.admin && (
          <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
            {row.admin.email}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

/** Active, blocked by us, or blocking us: the tag says which side stopped the sharing. */
export function PartnerStatus({ t, row }: { t: T; row: PartnerRow }) {
  if (row.status === 'blocked') return <span className="plakat-tag plakat-tag-red">{t('status.blocked')}</span>;
  if (row.blockedByPartner) return <span className="plakat-tag plakat-tag-orange">{t('status.blocksUs')}</span>;
  return <span className="plakat-tag plakat-tag-green">{t('status.active')}</span>;
}

const shares = (t: T, row: PartnerRow) => (
  <Flex vertical>
    <span>{t('shares.byMe', { count: row.sharedByMe })}</span>
    <span>{t('shares.withMe', { count: row.sharedWithMe })}</span>
  </Flex>
);

export function partnerColumns(t: T, sort: ListSort, formatDate: FormatDate): ColumnType<PartnerRow>[] {
  return [
    {
      ...sortableColumn(sort, 'companyName', t('columns.company')),
      title: t('columns.company'),
      render: (_, row) => <Company row={row} />,
    },
    {
      ...sortableColumn(sort, 'partnerSince', t('columns.partnerSince')),
      title: t('columns.partnerSince'),
      width: 150,
      render: (_, row) => formatDate(row.partnerSince),
    },
    { key: 'status', title: t('columns.status'), width: 150, render: (_, row) => <PartnerStatus t={t} row={row} /> },
    { key: 'shares', title: t('columns.shares'), width: 210, render: (_, row) => shares(t, row) },
    { key: 'actions', title: t('columns.actions'), width: 130, render: (_, row) => <PartnerActions row={row} /> },
  ];
}

/** Phones: the company with status, shares and actions stacked. */
export function partnerPhoneColumn(t: T, formatDate: FormatDate): ColumnType<PartnerRow> {
  return {
    key: 'partner',
    title: t('columns.company'),
    render: (_, row) => (
      <Flex vertical gap={6} align="flex-start">
        <Company row={row} />
        <Flex gap={8} wrap align="center">
          <PartnerStatus t={t} row={row} />
          <span className="plakat-secondary">{t('since', { date: formatDate(row.partnerSince) })}</span>
        </Flex>
        {shares(t, row)}
        <PartnerActions row={row} />
      </Flex>
    ),
  };
}
