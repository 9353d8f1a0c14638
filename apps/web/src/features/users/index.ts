export { UserSearchPage } from './routes/user-search-page.tsx';
