// The page loads on its own (app/router.tsx): the display filters that use the categories do not download it.
export const userSearchPage = () => import('./routes/user-search-page.tsx').then((m) => m.UserSearchPage);
export const userListPage = () => import('./list/routes/user-list-page.tsx').then((m) => m.UserListPage);
export const editUserPage = () => import('./edit/routes/edit-user-page.tsx').then((m) => m.EditUserPage);
/** Categories belong to the users context; the display screens filter and tag by them. */
export { useCategories } from './api/option-lists.ts';
export const categoriesPage = () => import('./organization/routes/categories-page.tsx').then((m) => m.CategoriesPage);
export const departmentsPage = () =>
  import('./organization/routes/departments-page.tsx').then((m) => m.DepartmentsPage);
/** /dashboard/user-management/invitations: invitations and the "Create user" dialog (INVITE_USERS, CREATE_USER). */
export const invitationsPage = () => import('./invitations/routes/invitations-page.tsx').then((m) => m.InvitationsPage);
/** The display and media assignment pages (issue 22): the overviews in assignment mode for a user's role. */
export const displayAssignmentPage = () =>
  import('./assignment/routes/display-assignment-page.tsx').then((m) => m.DisplayAssignmentPage);
export const mediaAssignmentPage = () =>
  import('./assignment/routes/media-assignment-page.tsx').then((m) => m.MediaAssignmentPage);
