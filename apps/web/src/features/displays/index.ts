// Each page loads on its own (app/router.tsx): a list does not download the details page, nor the search forms.
export const ownDisplaysPage = () => import('./routes/own-displays-page.tsx').then((m) => m.OwnDisplaysPage);
export const ownDisplaySearchPage = () =>
  import('./routes/own-display-search-page.tsx').then((m) => m.OwnDisplaySearchPage);
export const displayDetailsPage = () => import('./routes/display-details-page.tsx').then((m) => m.DisplayDetailsPage);
export const partnerDisplaysPage = () =>
  import('./routes/partner-displays-page.tsx').then((m) => m.PartnerDisplaysPage);
export const partnerDisplaySearchPage = () =>
  import('./routes/partner-display-search-page.tsx').then((m) => m.PartnerDisplaySearchPage);
export { ownListLoader, partnerListLoader } from './routes/list-loaders.ts';
