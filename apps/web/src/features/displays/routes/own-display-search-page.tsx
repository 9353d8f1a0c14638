import { SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { parseSearch, withSearch } from '../../../lib/search-state.ts';
import { OwnSearchForm, type OwnSearchValues } from '../components/own-search-form.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ownDisplayFilter, ownFilterKeys, paging10, withNewFilters } from '../lib/filters.ts';

const dm = paths.dashboard.displayManagement;

/**
 * /dashboard/display-management/own-list/search: every search field of spec 02 §2. The form starts from the query
 * string; submitting opens the overview on page 1 with the filters in the address (paging size and sort kept).
 */
export function OwnDisplaySearchPage() {
  const { t } = useTranslation('displays');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useMemo(() => parseSearch(ownDisplayFilter, params), [params]);
  const initialValues: OwnSearchValues = Object.fromEntries(ownFilterKeys.map((k) => [k, current[k]]));
  const submit = (values: OwnSearchValues) =>
    navigate(withSearch(dm.ownList, withNewFilters(current, ownFilterKeys, values as Record<string, unknown>), paging10));
  const back = withSearch(dm.ownList, current as Record<string, never>, paging10);
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={dm.root}
        backLabel={t('back.displayManagement')}
        icon={<SearchOutlined />}
        title={t('ownSearch.heading')}
        intro={t('ownSearch.intro')}
        extra={
          <Link to={back}>
            <UnorderedListOutlined /> {t('actions.toOverview')}
          </Link>
        }
      />
      <Card title={t('ownSearch.title')}>
        <OwnSearchForm key={params.toString()} initialValues={initialValues} onSubmit={submit} onCancel={() => navigate(back)} />
      </Card>
    </Flex>
  );
}
