import { paths } from '../../../../config/paths.ts';
import { useDetailedSearch } from '../../../../hooks/use-detailed-search.ts';
import { DetailedSearchPage } from '../components/detailed-search-page.tsx';
import { OwnSearchForm, type OwnSearchValues } from '../components/own-search-form.tsx';
import { ownDisplaySearch } from '../lib/filters.ts';

/** /dashboard/display-management/own-list/search: every search field of spec 02 §2. */
export function OwnDisplaySearchPage() {
  const search = useDetailedSearch(ownDisplaySearch, paths.dashboard.displayManagement.ownList);
  return (
    <DetailedSearchPage texts="ownSearch" back={search.back}>
      <OwnSearchForm
        key={search.formKey}
        initialValues={search.initialValues as OwnSearchValues}
        onSubmit={search.submit}
        onCancel={search.cancel}
      />
    </DetailedSearchPage>
  );
}
