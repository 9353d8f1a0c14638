import { SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { parseSearch, withSearch } from '../../../lib/search-state.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PartnerSearchForm, type PartnerSearchValues } from '../components/partner-search-form.tsx';
import { paging10, partnerDisplayFilter, partnerFilterKeys, withNewFilters } from '../lib/filters.ts';

const dm = paths.dashboard.displayManagement;

/** /dashboard/display-management/partner-list/search: every partner display filter; submit opens the overview. */
export function PartnerDisplaySearchPage() {
  const { t } = useTranslation('displays');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useMemo(() => parseSearch(partnerDisplayFilter, params), [params]);
  const initialValues: PartnerSearchValues = Object.fromEntries(partnerFilterKeys.map((k) => [k, current[k]]));
  const back = withSearch(dm.partnerList, current as Record<string, never>, paging10);
  const submit = (values: PartnerSearchValues) =>
    navigate(withSearch(dm.partnerList, withNewFilters(current, partnerFilterKeys, values as Record<string, unknown>), paging10));
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={dm.root}
        backLabel={t('back.displayManagement')}
        icon={<SearchOutlined />}
        title={t('partnerSearch.heading')}
        intro={t('partnerSearch.intro')}
        extra={
          <Link to={back}>
            <UnorderedListOutlined /> {t('actions.toOverview')}
          </Link>
        }
      />
      <Card title={t('partnerSearch.title')}>
        <PartnerSearchForm key={params.toString()} initialValues={initialValues} onSubmit={submit} onSecondary={() => navigate(back)} secondaryLabel={t('actions.cancel')} />
      </Card>
    </Flex>
  );
}
