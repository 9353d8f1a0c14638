// Each page loads on its own (app/router.tsx): a list does not download the details page, nor the search forms.
export const ownDisplaysPage = () => import('./list/own-displays-page.tsx').then((m) => m.OwnDisplaysPage);
export const ownDisplaySearchPage = () =>
  import('./search/own-display-search-page.tsx').then((m) => m.OwnDisplaySearchPage);
export const displayDetailsPage = () => import('./details/display-details-page.tsx').then((m) => m.DisplayDetailsPage);
export const partnerDisplaysPage = () => import('./list/partner-displays-page.tsx').then((m) => m.PartnerDisplaysPage);
export const partnerDisplaySearchPage = () =>
  import('./search/partner-display-search-page.tsx').then((m) => m.PartnerDisplaySearchPage);
export { ownListLoader, partnerListLoader } from './list/list-loaders.ts';
