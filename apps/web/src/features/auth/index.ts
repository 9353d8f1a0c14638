export { LoginPage } from './routes/login-page.tsx';
export { RegisterPage } from './routes/register-page.tsx';
export { VerifyEmailPage } from './routes/verify-email-page.tsx';
export { ForgotPasswordPage } from './routes/forgot-password-page.tsx';
export { ResetPasswordPage } from './routes/reset-password-page.tsx';
export { SuperpanelLoginPage } from './routes/superpanel-login-page.tsx';
