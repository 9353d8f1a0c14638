import { expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { keys, registerVerifiedOwner, storageItem, uniqueEmail, submitButton } from './support/app.ts';
import { linkFromMail } from './support/mail.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/** Journey 2: forgot password → mailed link → new password → the new one logs in, the old one no longer does. */

const OLD_PASSWORD = 'Old-password-1';
const NEW_PASSWORD = 'New-password-2';

test('reset the password with the mailed link', async ({ page, request }) => {
  const email = uniqueEmail('pw');
  await registerVerifiedOwner(request, email, OLD_PASSWORD);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password\/forgot$/);
  await expect(page).toHaveTitle('Forgot password | Plakat');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await submitButton(page, 'Send reset link').click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(
    page.getByText(
      'If an account exists for this e-mail address, we have sent an e-mail with a link to reset the password.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset link sent');

  const link = await linkFromMail(e2e.mailDir, email, '/password/reset?token=');
  expect(link.startsWith(`${e2e.baseURL}/password/reset?token=`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveTitle('Reset password | Plakat');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // A mismatch is caught in the form.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(`${NEW_PASSWORD}x`);
  await submitButton(page, 'Save new password').click();
  await expect(page.getByText('The passwords are not the same')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password form with a valid link, mismatch');
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await submitButton(page, 'Save new password').click();
  await expect(page.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password is refused.
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await submitButton(page, 'Log in').click();
  await expect(page.getByTestId('form-alert')).toContainText('The e-mail address or the password is wrong.');
  await expectNoSeriousA11yViolations(page, 'login with the wrong-password alert');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storageItem(page, keys.login)).toBeNull();

  // The new one works (a new owner continues with the company registration).
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await submitButton(page, 'Log in').click();
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
