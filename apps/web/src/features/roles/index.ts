// The roles page (issue 22): loads lazily with its texts (app/router.tsx).
export { RolesPage } from './routes/roles-page.tsx';
