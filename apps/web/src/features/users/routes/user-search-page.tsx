import { TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paging, userOverviewFilter } from '@plakat/shared';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { parseSearch, withSearch } from '../../../lib/search-state.ts';
import { UserSearchForm, type UserSearchValues } from '../components/user-search-form.tsx';

const list = paths.dashboard.userManagement.list;

/**
 * /dashboard/user-management and /dashboard/user-management/search: the detailed user search (platform spec §2).
 * The form starts from the filters in the address; Next opens the user overview with the filters as query
 * parameters (defaults and empty values left out), Cancel goes back to user management.
 */
export function UserSearchPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useMemo(() => parseSearch(userOverviewFilter, params), [params]);

  const initialValues: UserSearchValues = {
    fullText: current.fullText,
    companyId: current.companyId,
    departmentId: current.departmentId,
    roles: current.roles,
    categoryId: current.categoryId,
    affiliation: current.affiliation ?? '',
    status: current.status ?? '',
    entryDate: current.entryDate,
    lastActivity: current.lastActivity,
  };

  const submit = (values: UserSearchValues) => {
    // A new search starts on page 1; the overview's other settings (sorting, page size, hidden filters) are kept.
    const filters = {
      fullText: values.fullText,
      companyId: values.companyId,
      departmentId: values.departmentId,
      roles: values.roles,
      categoryId: values.categoryId,
      affiliation: values.affiliation,
      status: values.status,
      entryDate: values.entryDate,
      lastActivity: values.lastActivity,
      companyName: current.companyName,
      position: current.position,
      perPage: current.perPage,
      sort: current.sort,
      sortOrder: current.sortOrder,
    };
    navigate(withSearch(list, filters, paging));
  };

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={paths.dashboard.root}
        backLabel={t('backToDashboard')}
        icon={<TeamOutlined />}
        color="#722ed1"
        title={t('search.heading')}
        intro={t('search.intro')}
        extra={
          <Link to={list}>
            <UnorderedListOutlined aria-hidden /> {t('search.toOverview')}
          </Link>
        }
      />
      <Card title={t('search.title')}>
        <UserSearchForm
          key={params.toString()}
          initialValues={initialValues}
          onSubmit={submit}
          onCancel={() => navigate(paths.dashboard.userManagement.root)}
        />
      </Card>
    </Flex>
  );
}
