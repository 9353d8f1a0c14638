export { CompanyRegistrationPage } from './routes/company-registration-page.tsx';
export { UserRegistrationPage } from './routes/user-registration-page.tsx';
export { CompanyDetailsForm } from './components/company-details-form.tsx';
export { InitialPasswordPage } from './routes/initial-password-page.tsx';
