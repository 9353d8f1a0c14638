export { UserSearchPage } from './routes/user-search-page.tsx';
/** Categories belong to the users context; the display screens filter and tag by them. */
export { useCategories } from './api/option-lists.ts';
