export { PlaceholderPage } from './routes/placeholder-page.tsx';
