export { SuperpanelPage } from './routes/superpanel-page.tsx';
export { SuperpanelCompanyPage } from './routes/superpanel-company-page.tsx';
