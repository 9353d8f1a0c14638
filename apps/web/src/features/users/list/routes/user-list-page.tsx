import { FilterOutlined, SafetyOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { listPagination } from '../../../../components/list/list-pagination.ts';
import { ListTable } from '../../../../components/list/list-table.tsx';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Panel } from '../../../../components/panel.tsx';
import { paths } from '../../../../config/paths.ts';
import { useOverview } from '../../../../hooks/use-overview.ts';
import { usePageClamp } from '../../../../hooks/use-page-clamp.ts';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { type UserListItem, useUserSearch } from '../../api/users.ts';
import { userSearch } from '../../lib/user-search.ts';
import { StatusBar } from '../components/status-bar.tsx';
import { UserInfoRow } from '../components/user-info-row.tsx';
import { userColumns, userPhoneColumn } from '../components/user-columns.tsx';
import { useUserListTexts } from '../hooks/use-user-list-texts.ts';

const um = paths.dashboard.userManagement;
const noRows: UserListItem[] = [];

/**
 * /dashboard/user-management/list: the user overview (issue 22). Filters, sort and paging live in the address
 * (defaults left out); the quick search sets the full text, the detailed search the other filters; the selection
 * takes bulk status changes.
 */
export function UserListPage() {
  const { t } = useTranslation('users');
  const location = useLocation();
  const overview = useOverview(userSearch);
  const search = useUserSearch(overview.values);
  const formatDate = useFormatDate();
  const canEditStatus = useCan('EDIT_USER_STATUS');
  const canInvite = useCan('INVITE_USERS');
  const { sort } = overview;
  const columns = useMemo(() => userColumns(t, sort, formatDate), [t, sort, formatDate]);
  const phoneColumn = useMemo(() => userPhoneColumn(t, sort), [t, sort]);
  const texts = useUserListTexts();
  const renderInfo = useCallback((row: UserListItem) => <UserInfoRow row={row} />, []);
  const total = search.data?.totalCount ?? 0;
  usePageClamp(overview, search);

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <PageHeader
        back={um.root}
        backLabel={t('list.back')}
        icon={<TeamOutlined />}
        color="#722ed1"
        title={t('list.heading')}
        intro={t('list.intro')}
        extra={
          <Flex gap={8} wrap>
            <Link to={um.roles}>
              <Button icon={<SafetyOutlined aria-hidden />}>{t('list.roles')}</Button>
            </Link>
            {canInvite && (
              <Link to={um.invitations}>
                <Button type="primary" icon={<UserAddOutlined aria-hidden />}>
                  {t('list.invite')}
                </Button>
              </Link>
            )}
          </Flex>
        }
      />
      <Panel title={t('list.quickSearch')}>
        <Flex gap={8} wrap>
          <Input.Search
            key={overview.query}
            style={{ flex: '1 1 240px', maxWidth: 480 }}
            aria-label={t('search.fields.fullText')}
            placeholder={t('search.placeholders.fullText')}
            defaultValue={overview.values.fullText}
            enterButton={t('list.search')}
            allowClear
            onSearch={(fullText) => overview.search({ fullText }, ['fullText'])}
          />
          <Link to={`${um.search}${location.search}`}>
            <Button icon={<FilterOutlined aria-hidden />}>{t('list.detailedSearch')}</Button>
          </Link>
          <Button onClick={overview.reset}>{t('list.reset')}</Button>
        </Flex>
      </Panel>
      {search.isError && <LoadFailed title={t('search.loadFailed')} retry={t('list.retry')} onRetry={search.refetch} />}
      <Panel>
        <StatusBar selected={overview.selected} total={total} canEdit={canEditStatus} />
        <ListTable
          rows={search.data?.items ?? noRows}
          columns={columns}
          phoneColumn={phoneColumn}
          expanded={overview.expanded}
          selected={canEditStatus ? overview.selected : undefined}
          renderInfo={renderInfo}
          texts={texts}
          fetching={search.isFetching}
          pending={search.isPending}
          pagination={listPagination(overview, total, (count) => t('list.total', { count }))}
          onSort={overview.sortBy}
          minWidth={1320}
        />
      </Panel>
    </Flex>
  );
}
