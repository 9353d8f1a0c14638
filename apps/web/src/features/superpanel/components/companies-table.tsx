import { ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SuperpanelCompany, perPageOptions } from '@plakat/shared';
import { useListPager } from '../../../components/list/list-pager.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';

type Props = {
  items: SuperpanelCompany[];
  totalCount: number;
  page: number;
  limit: number;
  loading: boolean;
  onPageChange: (page: number, limit: number) => void;
};

/** The companies of the platform: name, owner e-mail, user count and creation time in the current locale. */
export function CompaniesTable({ items, totalCount, page, limit, loading, onPageChange }: Props) {
  const { t, i18n } = useTranslation('superpanel');
  const formatDate = useFormatDate();
  const pager = useListPager();

  const columns: TableColumnsType<SuperpanelCompany> = [
    {
      key: 'name',
      title: t('columns.name'),
      dataIndex: 'name',
      render: (name: string) => (
        <Flex align="center" gap={10}>
          <ShopOutlined style={{ opacity: 0.55 }} aria-hidden />
          <Typography.Text strong>{name}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'ownerEmail',
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
      key: 'userCount',
      title: t('columns.users'),
      dataIndex: 'userCount',
      align: 'right',
      width: 120,
      render: (count: number) => (
        <span>
          <TeamOutlined style={{ opacity: 0.45, marginInlineEnd: 6 }} aria-hidden />
          {count.toLocaleString(i18n.language)}
        </span>
      ),
    },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['md'],
      width: 220,
      render: (value: string) => <time dateTime={value}>{formatDate(value, { withTime: true })}</time>,
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
