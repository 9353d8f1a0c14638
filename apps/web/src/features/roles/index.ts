// The roles page (issue 22): loads lazily with its texts (app/user-management-routes.ts).
export const rolesPage = () => import('./routes/roles-page.tsx').then((m) => m.RolesPage);
/** The roles with their scopes: the edit-user page's assigned resources tell a role that reaches everything. */
export { useRoleOverview } from './api/roles.ts';
