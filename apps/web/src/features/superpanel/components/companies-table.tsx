import { ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SuperpanelCompany, perPageOptions } from '@plakat/shared';
import { useListPager } from '../../../components/list/list-pager.tsx';
import { sortFromSorter, sortableColumn } from '../../../components/list/sorting.ts';
import { paths } from '../../../config/paths.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import type { ListSort } from '../../../lib/list-search.ts';
import { CompanyStatusButton } from './company-status-button.tsx';
import { CompanyStatusTag } from './company-status-tag.tsx';

type Props = {
  items: SuperpanelCompany[];
  totalCount: number;
  page: number;
  limit: number;
  /** The sort in effect, default included (for the headers). */
  sort: ListSort;
  loading: boolean;
  onPageChange: (page: number, limit: number) => void;
  onSort: (sort: ListSort) => void;
};

/**
 * The companies of the platform: name (a link to the read-only overview) with the status, owner e-mail, user and
 * display counts, media storage in the reader's language, creation time, and block or unblock. On a phone the name,
 * status and action stay; the table scrolls inside its card, never the page.
 */
export function CompaniesTable({ items, totalCount, page, limit, sort, loading, onPageChange, onSort }: Props) {
  const { t, i18n } = useTranslation('superpanel');
  const formatDate = useFormatDate();
  const pager = useListPager();
  const count = (value: number) => value.toLocaleString(i18n.language);
  const sortable = (field: string) => sortableColumn(sort, field, t('sortBy', { column: t(`columns.${field}`) }));

  const columns: TableColumnsType<SuperpanelCompany> = [
    {
      ...sortable('name'),
      title: t('columns.name'),
      dataIndex: 'name',
      render: (name: string, company) => (
        <Flex align="center" gap={10} wrap>
          <ShopOutlined style={{ opacity: 0.55 }} aria-hidden />
          <Link to={paths.superpanelCompany(company.id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Link>
        </Flex>
      ),
    },
    {
      ...sortable('status'),
      title: t('columns.status'),
      dataIndex: 'status',
      render: (status: SuperpanelCompany['status']) => <CompanyStatusTag status={status} />,
    },
    {
      ...sortable('ownerEmail'),
      title: t('columns.ownerEmail'),
      dataIndex: 'ownerEmail',
      responsive: ['sm'],
      render: (email: string | null) =>
        email ? (
          <Typography.Text copyable={{ text: email, tooltips: [t('copy'), t('copied')] }}>{email}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('noOwner')}</Typography.Text>
        ),
    },
    {
      ...sortable('userCount'),
      title: t('columns.userCount'),
      dataIndex: 'userCount',
      align: 'right',
      responsive: ['sm'],
      render: (value: number) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <TeamOutlined style={{ opacity: 0.45, marginInlineEnd: 6 }} aria-hidden />
          {count(value)}
        </span>
      ),
    },
    {
      ...sortable('displayCount'),
      title: t('columns.displayCount'),
      dataIndex: 'displayCount',
      align: 'right',
      responsive: ['md'],
      render: count,
    },
    {
      ...sortable('storageBytes'),
      title: t('columns.storageBytes'),
      dataIndex: 'storageBytes',
      align: 'right',
      responsive: ['md'],
      render: (bytes: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatBytes(bytes, i18n.language)}</span>,
    },
    {
      ...sortable('createdAt'),
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['lg'],
      render: (value: string) => <time dateTime={value}>{formatDate(value, { withTime: true })}</time>,
    },
    {
      key: 'action',
      title: t('columns.action'),
      render: (_: unknown, company) => <CompanyStatusButton company={company} size="small" />,
    },
  ];

  return (
    <Table<SuperpanelCompany>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('empty') }}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') onSort(sortFromSorter(sorter));
      }}
      pagination={{
        current: page,
        pageSize: limit,
        total: totalCount,
        showSizeChanger: true,
        pageSizeOptions: [...perPageOptions],
        showTotal: (total, [from, to]) => t('range', { from, to, total }),
        onChange: onPageChange,
        ...pager,
      }}
    />
  );
}
