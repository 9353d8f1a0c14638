import { paths } from '../../../config/paths.ts';
import { DetailedSearchPage, useDetailedSearch } from '../components/detailed-search-page.tsx';
import { OwnSearchForm, type OwnSearchValues } from '../components/own-search-form.tsx';
import { ownDisplayFilter, ownFilterKeys } from '../lib/filters.ts';

/** /dashboard/display-management/own-list/search: every search field of spec 02 §2. */
export function OwnDisplaySearchPage() {
  const search = useDetailedSearch(ownDisplayFilter, ownFilterKeys, paths.dashboard.displayManagement.ownList);
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
