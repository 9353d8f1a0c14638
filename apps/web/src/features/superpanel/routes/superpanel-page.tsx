import { SearchOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Radio, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyStatuses, sortOrders, superpanelCompanySortFields, superpanelPaging } from '@plakat/shared';
import { useClearable } from '../../../components/clearable.tsx';
import { Panel } from '../../../components/panel.tsx';
import { intRange, lenientSchema, oneOf, text } from '../../../lib/lenient-search.ts';
import type { ListSort } from '../../../lib/list-search.ts';
import { defineSearch, useSearchState } from '../../../lib/search-state.ts';
import { useSuperpanelCompanies } from '../api/get-superpanel-companies.ts';
import styles from '../components/card-table.module.css';
import { CompaniesTable } from '../components/companies-table.tsx';
import { FailedMailsSection } from '../components/failed-mails-section.tsx';
import { SuperpanelLayout } from '../components/superpanel-layout.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';

const defaults = { page: superpanelPaging.page, limit: superpanelPaging.limit };
/**
 * The address's search state (keyword, status, sort, page, limit), invalid values dropped; the server checks the
 * keyword. Without a sort the newest companies come first.
 */
const companiesSearch = defineSearch(
  lenientSchema({
    keyword: text(200),
    status: oneOf(companyStatuses),
    sort: oneOf(superpanelCompanySortFields),
    sortOrder: oneOf(sortOrders),
    page: intRange(1, 1_000_000),
    limit: intRange(1, superpanelPaging.maxLimit),
  }),
  { defaults },
);

type CompanySort = { sort?: (typeof superpanelCompanySortFields)[number]; sortOrder?: (typeof sortOrders)[number] };

/**
 * antd clears a column's sort on its third click; here a click toggles between ascending and descending, and the
 * default (newest first) is left out of the address.
 */
function toggledSort(next: ListSort, current: CompanySort): CompanySort {
  const wanted: CompanySort = next.sort
    ? (next as CompanySort)
    : { sort: current.sort ?? 'createdAt', sortOrder: current.sort && current.sortOrder !== 'desc' ? 'desc' : 'asce' };
  const isDefault = wanted.sort === 'createdAt' && wanted.sortOrder === 'desc';
  return isDefault ? { sort: undefined, sortOrder: undefined } : wanted;
}

/**
 * /superpanel: the operator's view of all companies, searchable by name, filtered by status, sortable and paginated
 * (all of it in the address); each company can be blocked, unblocked and opened read-only.
 */
export function SuperpanelPage() {
  const { t } = useTranslation('superpanel');
  const clear = useClearable();
  const [filter, setFilter] = useSearchState(companiesSearch);
  const { page = defaults.page, limit = defaults.limit, keyword, status, sort, sortOrder } = filter;
  const companies = useSuperpanelCompanies({
    page,
    limit,
    keyword,
    status,
    ...(sort ? { sort: `${sortOrder === 'desc' ? '-' : ''}${sort}` } : {}),
  });

  return (
    <SuperpanelLayout>
      <Flex vertical gap={20}>
        <Flex align="flex-end" justify="space-between" gap={16} wrap>
          <div>
            <PageHeading style={{ margin: 0 }}>{t('title')}</PageHeading>
            <Typography.Text type="secondary">{t('intro')}</Typography.Text>
          </div>
          {companies.data && (
            <Tag
              icon={<ShopOutlined aria-hidden />}
              color="blue"
              style={{ fontSize: 14, padding: '4px 10px', marginInlineEnd: 0 }}
            >
              {t('count', { count: companies.data.totalCount })}
            </Tag>
          )}
        </Flex>
        <Panel flush>
          <Flex gap={12} wrap align="center" style={{ padding: 16 }}>
            <Input.Search
              key={keyword ?? ''}
              defaultValue={keyword}
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchPlaceholder')}
              // Its clear and search buttons are named in the reader's language, not by their icons ('search').
              allowClear={clear.input}
              enterButton={<Button type="primary" icon={<SearchOutlined aria-hidden />} aria-label={t('search')} />}
              maxLength={200}
              style={{ maxWidth: 420, flex: '1 1 240px' }}
              onSearch={(value) => setFilter({ ...filter, keyword: value, page: 1 })}
            />
            <Radio.Group
              aria-label={t('statusFilter.label')}
              optionType="button"
              value={status ?? 'all'}
              options={[
                { value: 'all', label: t('statusFilter.all') },
                ...companyStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
              ]}
              onChange={(event) => {
                const value = event.target.value as string;
                setFilter({ ...filter, status: value === 'all' ? undefined : (value as typeof status), page: 1 });
              }}
            />
          </Flex>
          <div className={styles.frame}>
            <CompaniesTable
              items={companies.data?.items ?? []}
              totalCount={companies.data?.totalCount ?? 0}
              page={page}
              limit={limit}
              sort={{ sort: sort ?? 'createdAt', sortOrder: sort ? sortOrder : 'desc' }}
              loading={companies.isFetching}
              onPageChange={(nextPage, nextLimit) =>
                setFilter({ ...filter, page: nextLimit === limit ? nextPage : 1, limit: nextLimit })
              }
              onSort={(next) => setFilter({ ...filter, ...toggledSort(next, { sort, sortOrder }), page: 1 })}
            />
          </div>
        </Panel>
        <FailedMailsSection />
      </Flex>
    </SuperpanelLayout>
  );
}
