import { SearchOutlined, ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Layout, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { superpanelPaging } from '@plakat/shared';
import { paths } from '../../../config/paths.ts';
import { useClearable } from '../../../components/clearable.tsx';
import { Panel } from '../../../components/panel.tsx';
import { clearSuperpanelLogin } from '../../../lib/auth-storage.ts';
import { notify } from '../../../lib/notify.ts';
import { intRange, lenientSchema, text } from '../../../lib/lenient-search.ts';
import { defineSearch, useSearchState } from '../../../lib/search-state.ts';
import { useSuperpanelCompanies } from '../api/get-superpanel-companies.ts';
import { superpanelKeys } from '../api/keys.ts';
import { logoutSuperpanel } from '../api/logout-superpanel.ts';
import styles from '../components/card-table.module.css';
import { CompaniesTable } from '../components/companies-table.tsx';
import { FailedMailsSection } from '../components/failed-mails-section.tsx';
import { SuperpanelHeader } from '../components/superpanel-header.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';

const defaults = { page: superpanelPaging.page, limit: superpanelPaging.limit };
/** The address's search state (keyword, page, limit), invalid values dropped; the server checks the keyword. */
const companiesSearch = defineSearch(
  lenientSchema({
    keyword: text(200),
    page: intRange(1, 1_000_000),
    limit: intRange(1, superpanelPaging.maxLimit),
  }),
  { defaults },
);

/**
 * /superpanel: the operator's view of all companies, searchable by name and paginated; page, size and keyword live
 * in the address. Logout ends the superpanel session and returns to /superpanelLogin.
 */
export function SuperpanelPage() {
  const { t } = useTranslation('superpanel');
  const clear = useClearable();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useSearchState(companiesSearch);
  const { page = defaults.page, limit = defaults.limit, keyword } = filter;
  const companies = useSuperpanelCompanies({ page, limit, keyword });
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    await logoutSuperpanel();
    clearSuperpanelLogin();
    notify.success(t('loggedOut'));
    navigate(paths.superpanelLogin, { replace: true });
    setTimeout(() => queryClient.removeQueries({ queryKey: superpanelKeys.all }), 0);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SuperpanelHeader onLogout={() => void logout()} loggingOut={loggingOut} />
      <Layout.Content style={{ padding: '28px 16px' }}>
        {/* Layout.Content is the page's <main> landmark. */}
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>
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
              <div style={{ padding: 16 }}>
                <Input.Search
                  key={keyword ?? ''}
                  defaultValue={keyword}
                  placeholder={t('searchPlaceholder')}
                  aria-label={t('searchPlaceholder')}
                  // Its clear and search buttons are named in the reader's language, not by their icons ('search').
                  allowClear={clear.input}
                  enterButton={<Button type="primary" icon={<SearchOutlined aria-hidden />} aria-label={t('search')} />}
                  maxLength={200}
                  style={{ maxWidth: 420 }}
                  onSearch={(value) => setFilter({ keyword: value, page: 1, limit })}
                />
              </div>
              <div className={styles.frame}>
                <CompaniesTable
                  items={companies.data?.items ?? []}
                  totalCount={companies.data?.totalCount ?? 0}
                  page={page}
                  limit={limit}
                  loading={companies.isFetching}
                  onPageChange={(nextPage, nextLimit) =>
                    setFilter({ keyword, page: nextLimit === limit ? nextPage : 1, limit: nextLimit })
                  }
                />
              </div>
            </Panel>
            <FailedMailsSection />
          </Flex>
        </div>
      </Layout.Content>
    </Layout>
  );
}
