import { SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useDetailedSearch } from '../../../../hooks/use-detailed-search.ts';
import { useMediaAbilities } from '../../hooks/use-media-abilities.ts';
import { MediaSearchForm } from '../components/media-search-form.tsx';
import { mediaSearch } from '../lib/filters.ts';

const mp = paths.dashboard.mediaPool;

/**
 * /dashboard/media-pool/search: every filter of spec 02 §3. The form starts from the address's query (the overview's
 * Detailed Search button keeps it); searching opens the overview on page 1 with the filters in its address.
 */
export function MediaSearchPage() {
  const { t } = useTranslation('mediaPool');
  const search = useDetailedSearch(mediaSearch, mp.list);
  const { userId } = useMediaAbilities();
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={mp.root}
        backLabel={t('details.toList')}
        icon={<SearchOutlined />}
        title={t('search.heading')}
        intro={t('search.intro')}
        extra={
          <Link to={search.back}>
            <UnorderedListOutlined aria-hidden /> {t('search.toOverview')}
          </Link>
        }
      />
      <Card title={t('search.title')}>
        <MediaSearchForm
          key={search.formKey}
          detailed
          userId={userId}
          initialValues={search.initialValues}
          onSubmit={search.submit}
          onReset={() => search.submit({})}
          actions={<Button onClick={search.cancel}>{t('search.cancel')}</Button>}
        />
      </Card>
    </Flex>
  );
}
