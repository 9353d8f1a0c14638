import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { loadRoleTexts, loadUserTexts } from '../lib/i18n.ts';
import { page } from './route-page.ts';

const users = () => Promise.all([import('../features/users/index.ts'), loadUserTexts()]).then(([m]) => m);
const roles = () => Promise.all([import('../features/roles/index.ts'), loadRoleTexts()]).then(([m]) => m);

const d = paths.dashboard;

/** User management (platform spec §2): the user overview, user edit, roles, invitations, categories, departments. */
export const userManagementPages: RouteObject[] = [
  {
    path: d.userManagement.root,
    ...page('titles.userManagement', () => users().then(async (m) => ({ Component: await m.userSearchPage() }))),
  },
  {
    path: d.userManagement.search,
    ...page('titles.userSearch', () => users().then(async (m) => ({ Component: await m.userSearchPage() }))),
  },
  {
    path: d.userManagement.categories,
    ...page('titles.categories', () => users().then(async (m) => ({ Component: await m.categoriesPage() }))),
  },
  {
    path: d.userManagement.departments,
    ...page('titles.departments', () => users().then(async (m) => ({ Component: await m.departmentsPage() }))),
  },
  {
    path: d.userManagement.list,
    ...page('titles.userList', () => users().then(async (m) => ({ Component: await m.userListPage() }))),
  },
  {
    path: d.userManagement.editUser(),
    ...page('titles.editUser', () => users().then(async (m) => ({ Component: await m.editUserPage() }))),
  },
  {
    path: d.userManagement.roles,
    ...page('titles.roles', () => roles().then(async (m) => ({ Component: await m.rolesPage() }))),
  },
  {
    path: d.userManagement.invitations,
    ...page('titles.invitations', () => users().then(async (m) => ({ Component: await m.invitationsPage() }))),
  },
  // The assignment pages start loading the overview they show (displays, media pool with its texts) beside them.
  {
    path: d.userManagement.displayAssignment(),
    ...page('titles.displayAssignment', () =>
      Promise.all([users(), import('../features/displays/index.ts').then((m) => m.ownDisplaysPage())]).then(
        async ([m]) => ({ Component: await m.displayAssignmentPage() }),
      ),
    ),
  },
  {
    path: d.userManagement.mediaAssignment(),
    ...page('titles.mediaAssignment', () =>
      Promise.all([users(), import('../features/media-pool/index.ts').then((m) => m.mediaAssignmentOverview())]).then(
        async ([m]) => ({ Component: await m.mediaAssignmentPage() }),
      ),
    ),
  },
];
