import { Button, Flex, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodDays } from '@plakat/shared';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { type UserActivityQuery, type UserDetails, useUserActivity } from '../../api/users.ts';
import { useUserAbilities } from '../hooks/use-user-abilities.ts';
import { detailsText } from '../../lib/activity-details.ts';

type Filter = Pick<UserActivityQuery, 'roleLabel' | 'resourceId' | 'activityORAdditionalInfo' | 'rangeTime'>;
const pageSize = 20;

/** The activity report (GET_USER_EXTENDED): what the display and media logs record the user did, with its filter. */
export function ActivityTab({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const formatDate = useFormatDate();
  const can = useUserAbilities(user);
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const report = useUserActivity(user.id, { ...filter, page, perPage: pageSize }, can.activity);
  if (!can.activity) return <p>{t('search.noPermissionHint')}</p>;
  const apply = (values: Filter) => {
    const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Filter;
    setFilter(clean);
    setPage(1);
  };
  return (
    <Flex vertical gap={16}>
      <Form<Filter> layout="inline" onFinish={apply} style={{ rowGap: 8 }}>
        <Form.Item name="activityORAdditionalInfo" label={t('activity.text')}>
          <Input allowClear maxLength={200} />
        </Form.Item>
        <Form.Item name="resourceId" label={t('activity.resourceId')}>
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="roleLabel" label={t('activity.role')}>
          <Select
            allowClear
            style={{ minWidth: 140 }}
            options={user.roles.map((role) => ({ value: role.label, label: role.label }))}
          />
        </Form.Item>
        <Form.Item name="rangeTime" label={t('activity.rangeTime')}>
          <Select
            allowClear
            style={{ minWidth: 140 }}
            options={periodDays.map((days) => ({ value: days, label: t(`periods.${days}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('list.search')}
        </Button>
      </Form>
      <Table
        rowKey="id"
        size="small"
        scroll={{ x: 640 }}
        loading={report.isFetching}
        dataSource={report.data?.items ?? []}
        locale={{ emptyText: report.isPending ? t('list.loading') : t('activity.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: report.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('activity.at'),
            key: 'at',
            width: 170,
            render: (_, row) => formatDate(row.at, { withTime: true }),
          },
          {
            title: t('activity.resource'),
            key: 'resource',
            render: (_, row) =>
              `${t(`activity.resourceTypes.${row.resourceType}`)} ${row.resourceOnlineId ?? ''} ${row.resourceTitle ?? ''}`,
          },
          { title: t('activity.action'), dataIndex: 'actionText', key: 'action' },
          { title: t('activity.details'), key: 'details', render: (_, row) => detailsText(row.details) },
        ]}
      />
    </Flex>
  );
}
