/**
 * The public pages, each a chunk of its own (the app's router loads them): the login, which most visitors see first,
 * does not download the registration form or its schemas.
 */
export const loginPage = () => import('./routes/login-page.tsx').then((m) => m.LoginPage);
export const registerPage = () => import('./routes/register-page.tsx').then((m) => m.RegisterPage);
export const verifyEmailPage = () => import('./routes/verify-email-page.tsx').then((m) => m.VerifyEmailPage);
export const changeEmailPage = () => import('./routes/change-email-page.tsx').then((m) => m.ChangeEmailPage);
export const forgotPasswordPage = () => import('./routes/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage);
export const resetPasswordPage = () => import('./routes/reset-password-page.tsx').then((m) => m.ResetPasswordPage);
export const superpanelLoginPage = () =>
  import('./routes/superpanel-login-page.tsx').then((m) => m.SuperpanelLoginPage);
