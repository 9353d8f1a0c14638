import { SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { type SearchSchema, parseSearch, withSearch } from '../../../lib/search-state.ts';
import { paging10, withNewFilters } from '../lib/filters.ts';
import { PageHeader } from '../../../components/page-header.tsx';

/**
 * The address bar of a detailed search page: the form starts from the query string; submitting opens the overview
 * `listPath` on page 1 with the filters in the address (paging size and sort kept); going back keeps them all.
 */
export function useDetailedSearch<T extends Record<string, unknown>>(
  schema: SearchSchema<T>,
  keys: readonly (keyof T & string)[],
  listPath: string,
) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useMemo(() => parseSearch(schema, params), [schema, params]);
  const initialValues = Object.fromEntries(keys.map((k) => [k, current[k]]));
  const back = withSearch(listPath, current as Record<string, never>, paging10);
  return {
    formKey: params.toString(),
    initialValues,
    back,
    submit: (values: object) =>
      navigate(withSearch(listPath, withNewFilters(current, keys, values as Record<string, unknown>), paging10)),
    cancel: () => navigate(back),
  };
}

/** Header with the way back to the overview, and the form in a card. `texts` is a key of the displays namespace. */
export function DetailedSearchPage({
  texts,
  back,
  children,
}: {
  texts: 'ownSearch' | 'partnerSearch';
  back: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('displays');
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={paths.dashboard.displayManagement.root}
        backLabel={t('back.displayManagement')}
        icon={<SearchOutlined />}
        title={t(`${texts}.heading`)}
        intro={t(`${texts}.intro`)}
        extra={
          <Link to={back}>
            <UnorderedListOutlined /> {t('actions.toOverview')}
          </Link>
        }
      />
      <Card title={t(`${texts}.title`)}>{children}</Card>
    </Flex>
  );
}
