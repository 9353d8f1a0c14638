export { UserProfilePage } from './routes/user-profile-page.tsx';
