export { OwnDisplaysPage } from './routes/own-displays-page.tsx';
export { OwnDisplaySearchPage } from './routes/own-display-search-page.tsx';
export { DisplayDetailsPage } from './routes/display-details-page.tsx';
export { PartnerDisplaysPage } from './routes/partner-displays-page.tsx';
export { PartnerDisplaySearchPage } from './routes/partner-display-search-page.tsx';
export { ownListLoader, partnerListLoader } from './routes/list-loaders.ts';
