import {
  ApartmentOutlined,
  SafetyOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useDetailedSearch } from '../../../hooks/use-detailed-search.ts';
import { Can } from '../../../lib/permissions.tsx';
import { UserSearchForm, type UserSearchValues } from '../components/user-search-form.tsx';
import { userSearch } from '../lib/user-search.ts';

const list = paths.dashboard.userManagement.list;

/**
 * /dashboard/user-management and /dashboard/user-management/search: the detailed user search (platform spec §2).
 * The form starts from the filters in the address; Next opens the user overview with the filters as query
 * parameters (defaults and empty values left out), Cancel goes back to user management.
 */
export function UserSearchPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const search = useDetailedSearch(userSearch, list);
  // '' is 'all' in the radio groups.
  const initialValues: UserSearchValues = {
    ...search.initialValues,
    affiliation: search.initialValues.affiliation ?? '',
    status: search.initialValues.status ?? '',
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
          <Flex gap={16} wrap>
            <Link to={list}>
              <UnorderedListOutlined aria-hidden /> {t('search.toOverview')}
            </Link>
            <Can permission="GET_USERS">
              <Link to={paths.dashboard.userManagement.roles}>
                <SafetyOutlined aria-hidden /> {t('search.toRoles')}
              </Link>
            </Can>
            <Can permission="MANAGE_CATEGORY_LIST">
              <Link to={paths.dashboard.userManagement.categories}>
                <TagsOutlined aria-hidden /> {t('search.toCategories')}
              </Link>
            </Can>
            <Can permission="GET_USERS">
              <Link to={paths.dashboard.userManagement.departments}>
                <ApartmentOutlined aria-hidden /> {t('search.toDepartments')}
              </Link>
            </Can>
          </Flex>
        }
      />
      <Card title={t('search.title')}>
        <UserSearchForm
          key={search.formKey}
          initialValues={initialValues}
          onSubmit={search.submit}
          onCancel={() => navigate(paths.dashboard.userManagement.root)}
        />
      </Card>
    </Flex>
  );
}
