import { Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SuperpanelCompanyDetails, SuperpanelCompanyMember } from '@plakat/shared';
import { Panel } from '../../../components/panel.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import styles from './card-table.module.css';

const statusColours = { active: 'green', paused: 'orange', notActive: 'default' } as const;

/** The company's first members (owners first) with type, status, role and last activity; read-only. */
export function CompanyMembers({ company }: { company: SuperpanelCompanyDetails }) {
  const { t } = useTranslation('superpanel');
  const formatDate = useFormatDate();
  const columns: TableColumnsType<SuperpanelCompanyMember> = [
    {
      key: 'member',
      title: t('members.member'),
      render: (_: unknown, member) => (
        <div style={{ overflowWrap: 'anywhere' }}>
          <div>{member.name ?? member.email}</div>
          {member.name && <Typography.Text type="secondary">{member.email}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'userType',
      title: t('members.userType'),
      dataIndex: 'userType',
      responsive: ['sm'],
      render: (type: SuperpanelCompanyMember['userType']) => t(`userType.${type}`),
    },
    {
      key: 'status',
      title: t('columns.status'),
      dataIndex: 'status',
      render: (status: SuperpanelCompanyMember['status']) => (
        <Tag color={statusColours[status]} style={{ marginInlineEnd: 0 }}>
          {t(`userStatus.${status}`)}
        </Tag>
      ),
    },
    {
      key: 'roles',
      title: t('members.role'),
      dataIndex: 'roleLabels',
      responsive: ['md'],
      render: (labels: string[]) => labels.join(', '),
    },
    {
      key: 'lastActivity',
      title: t('members.lastActivity'),
      dataIndex: 'lastActivityAt',
      responsive: ['lg'],
      render: (value: string | null) =>
        value ? <time dateTime={value}>{formatDate(value, { withTime: true })}</time> : t('members.never'),
    },
  ];
  const shown = company.users.items.length;
  return (
    <Panel
      flush
      title={
        shown < company.users.total
          ? t('members.titleFirst', { shown, total: company.users.total })
          : t('members.title', { count: company.users.total })
      }
    >
      <div className={styles.frame} style={{ paddingTop: 16 }}>
        <Table<SuperpanelCompanyMember>
          rowKey="id"
          columns={columns}
          dataSource={company.users.items}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('members.empty')}</Typography.Text> }}
        />
      </div>
    </Panel>
  );
}
