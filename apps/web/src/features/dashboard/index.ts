export { DashboardPage } from './routes/dashboard-page.tsx';
export { SectionMenuPage } from './routes/section-menu-page.tsx';
