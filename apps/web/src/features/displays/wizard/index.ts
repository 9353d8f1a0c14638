export { DisplayWizardPage } from './routes/display-wizard-page.tsx';
