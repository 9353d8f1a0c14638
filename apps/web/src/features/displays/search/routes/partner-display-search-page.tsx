import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths.ts';
import { useDetailedSearch } from '../../../../hooks/use-detailed-search.ts';
import { DetailedSearchPage } from '../components/detailed-search-page.tsx';
import { PartnerSearchForm, type PartnerSearchValues } from '../components/partner-search-form.tsx';
import { partnerDisplaySearch } from '../lib/filters.ts';

/** /dashboard/display-management/partner-list/search: every partner display filter; submit opens the overview. */
export function PartnerDisplaySearchPage() {
  const { t } = useTranslation('displays');
  const search = useDetailedSearch(partnerDisplaySearch, paths.dashboard.displayManagement.partnerList);
  return (
    <DetailedSearchPage texts="partnerSearch" back={search.back}>
      <PartnerSearchForm
        key={search.formKey}
        initialValues={search.initialValues as PartnerSearchValues}
        onSubmit={search.submit}
        onSecondary={search.cancel}
        secondaryLabel={t('actions.cancel')}
      />
    </DetailedSearchPage>
  );
}
