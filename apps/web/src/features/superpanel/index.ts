export { SuperpanelPage } from './routes/superpanel-page.tsx';
