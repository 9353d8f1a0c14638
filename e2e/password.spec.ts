import { expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { keys, registerVerifiedOwner, seedStorage, storageItem, uniqueEmail, submitButton } from './support/app.ts';
import { linkFromMail } from './support/mail.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/** Journey 2: forgot password → mailed link → new password → the new one logs in, the old one no longer does. */

const OLD_PASSWORD = 'Old-password-1';
const NEW_PASSWORD = 'New-password-2';

const text = {
  en: {
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot password | Plakat',
    forgotHeading: 'Forgot your password?',
    email: 'E-mail address',
    sendLink: 'Send reset link',
    inbox: 'Check your inbox',
    sent: 'If an account exists for this e-mail address, we have sent an e-mail with a link to reset the password.',
    resetTitle: 'Reset password | Plakat',
    resetHeading: 'Choose a new password',
    newPassword: 'New password',
    repeat: 'Repeat new password',
    save: 'Save new password',
    mismatch: 'The passwords are not the same',
    changed: 'Your password has been changed. Please log in with your new password.',
    password: 'Password',
    login: 'Log in',
    wrong: 'The e-mail address or the password is wrong.',
  },
  de: {
    forgotLink: 'Passwort vergessen?',
    forgotTitle: 'Passwort vergessen | Plakat',
    forgotHeading: 'Passwort vergessen?',
    email: 'E-Mail-Adresse',
    sendLink: 'Link zum Zurücksetzen senden',
    inbox: 'Bitte prüfen Sie Ihr Postfach',
    sent: 'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet.',
    resetTitle: 'Passwort zurücksetzen | Plakat',
    resetHeading: 'Neues Passwort wählen',
    newPassword: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    save: 'Neues Passwort speichern',
    mismatch: 'Die Passwörter stimmen nicht überein',
    changed: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit Ihrem neuen Passwort an.',
    password: 'Passwort',
    login: 'Anmelden',
    wrong: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  },
} as const;

for (const lang of flowLanguages('en')) {
  const t = text[lang];

  test(`reset the password with the mailed link (${lang})`, async ({ page, request }) => {
    const email = uniqueEmail(`pw-${lang}`);
    await registerVerifiedOwner(request, email, OLD_PASSWORD, lang);

    await seedStorage(page, { [keys.language]: lang });
    await page.goto('/login');
    await page.getByRole('link', { name: t.forgotLink }).click();
    await expect(page).toHaveURL(/\/password\/forgot$/);
    await expect(page).toHaveTitle(t.forgotTitle);
    await expect(page.getByRole('heading', { name: t.forgotHeading })).toBeVisible();
    await page.getByLabel(t.email).fill(email);
    await submitButton(page, t.sendLink).click();
    await expect(page.getByText(t.inbox)).toBeVisible();
    await expect(page.getByText(t.sent)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `reset link sent (${lang})`);

    const link = await linkFromMail(e2e.mailDir, email, '/password/reset?token=');
    expect(link.startsWith(`${e2e.baseURL}/password/reset?token=`)).toBe(true);
    await page.goto(link);
    await expect(page).toHaveTitle(t.resetTitle);
    await expect(page.getByRole('heading', { name: t.resetHeading })).toBeVisible();
    // A mismatch is caught in the form.
    await page.getByLabel(t.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t.repeat).fill(`${NEW_PASSWORD}x`);
    await submitButton(page, t.save).click();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `reset password form with a valid link, mismatch (${lang})`);
    await page.getByLabel(t.repeat).fill(NEW_PASSWORD);
    await submitButton(page, t.save).click();
    await expect(page.getByText(t.changed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The old password is refused.
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(OLD_PASSWORD);
    await submitButton(page, t.login).click();
    await expect(page.getByTestId('form-alert')).toContainText(t.wrong);
    await expectNoSeriousA11yViolations(page, `login with the wrong-password alert (${lang})`);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storageItem(page, keys.login)).toBeNull();

    // The new one works (a new owner continues with the company registration).
    await page.getByLabel(t.password, { exact: true }).fill(NEW_PASSWORD);
    await submitButton(page, t.login).click();
    await expect(page).toHaveURL(/\/companyRegistration$/);
    expect(await storageItem(page, keys.login)).not.toBeNull();

    // The link is single-use.
    const again = await request.post(`${e2e.baseURL}/api/auth/password/reset`, {
      data: {
        token: new URL(link).searchParams.get('token'),
        password: 'Third-password-3',
        repeatPassword: 'Third-password-3',
      },
    });
    expect(again.status()).toBe(400);
  });
}
