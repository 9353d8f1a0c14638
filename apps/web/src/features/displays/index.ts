// Each page loads on its own (app/router.tsx): a list does not download the details page, nor the search forms.
export const ownDisplaysPage = () => import('./list/routes/own-displays-page.tsx').then((m) => m.OwnDisplaysPage);
export const ownDisplaySearchPage = () =>
  import('./search/routes/own-display-search-page.tsx').then((m) => m.OwnDisplaySearchPage);
export const displayDetailsPage = () =>
  import('./details/routes/display-details-page.tsx').then((m) => m.DisplayDetailsPage);
export const partnerDisplaysPage = () =>
  import('./list/routes/partner-displays-page.tsx').then((m) => m.PartnerDisplaysPage);
export const partnerDisplaySearchPage = () =>
  import('./search/routes/partner-display-search-page.tsx').then((m) => m.PartnerDisplaySearchPage);
export { ownListLoader, partnerListLoader } from './list/routes/list-loaders.ts';
/** The display assignment page of the user management shows the own overview in assignment mode. */
export type { DisplayAssignmentMode } from './list/routes/own-displays-page.tsx';
export { displayKeys } from './api/keys.ts';
