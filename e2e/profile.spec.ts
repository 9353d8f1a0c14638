import { expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import {
  apiLogin,
  loginWithStorage,
  pickOption,
  registerOwnerWithCompany,
  screenshot,
  submitButton,
  toast,
  uniqueEmail,
} from './support/app.ts';
import { tr } from './support/axe.ts';
import { linkFromMail } from './support/mail.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 22, the own profile and the company's lists: a new owner edits the personal data, changes the password (the
 * other session ends, this one stays), asks for a new e-mail address (the repeat must match) and confirms it from the
 * mail, manages a category and a department, and finally switches the account's language, which switches the app.
 * Each language registers a company of its own.
 */
const PASSWORD = 'Profile-owner-1';
const NEW_PASSWORD = 'Profile-owner-2';
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

for (const lang of flowLanguages('en')) {
  const other = lang === 'en' ? 'de' : 'en';
  const p = (key: string) => tr(lang, 'profile', key);
  const r = (key: string) => tr(lang, 'registration', key);
  const u = (key: string, values: Record<string, string> = {}) => fill(tr(lang, 'users', key), values);
  const a = (key: string, values: Record<string, string> = {}) => fill(tr(lang, 'apiAuth', key), values);
  const o = (key: string) => tr(lang, 'apiOrganization', key);

  test(`a user edits the own profile, password and e-mail and manages categories and departments (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `${lang}${Date.now().toString(36)}`;
    const email = await registerOwnerWithCompany(request, uniqueEmail(`profile-${lang}`), PASSWORD, lang, `P ${tag}`);
    await loginWithStorage(page, request, email, { password: PASSWORD, lang });
    const elsewhere = await apiLogin(request, email, { password: PASSWORD });

    // Personal data: view, then edit in place.
    await page.goto('/dashboard/user-profile');
    await expect(page.getByRole('tabpanel').getByText('Erika Mustermann')).toBeVisible();
    await page.getByRole('button', { name: p('personal.edit') }).click();
    const form = page.getByTestId('personal-form');
    await form.getByLabel(r('fields.firstName')).fill('Jana');
    await form.getByLabel(r('fields.lastName')).fill(`Profil ${tag}`);
    await pickOption(page, form.getByLabel(r('fields.title')), 'Dr.');
    await screenshot(page, 'profile-personal-edit', lang);
    await submitButton(form, p('personal.save')).click();
    await expect(toast(page).getByText(o('profileSaved'))).toBeVisible();
    await expect(page.getByText(`Dr. Jana Profil ${tag}`)).toBeVisible();

    // Password: a wrong current password is refused on its field; the right one ends the other session only.
    await page.getByRole('tab', { name: p('tabs.password') }).click();
    const passwords = page.getByTestId('password-form');
    await passwords.getByLabel(p('password.current')).fill('Not-my-password-9');
    await passwords.getByLabel(p('password.new'), { exact: true }).fill(NEW_PASSWORD);
    await passwords.getByLabel(p('password.repeat')).fill(NEW_PASSWORD);
    await submitButton(passwords, p('password.submit')).click();
    await expect(passwords.getByText(a('currentPasswordWrong'))).toBeVisible();
    await passwords.getByLabel(p('password.current')).fill(PASSWORD);
    await submitButton(passwords, p('password.submit')).click();
    await expect(toast(page).getByText(a('ownPasswordChanged'))).toBeVisible();
    const otherSession = await request.get(`${e2e.baseURL}/api/users/profile`, {
      headers: { authorization: `Bearer ${elsewhere.userToken}` },
    });
    expect(otherSession.status()).toBe(419);
    await page.reload();
    await expect(page.getByRole('tab', { name: p('tabs.password') })).toBeVisible();

    // E-mail: the repeat must match (spec 01 §5); the address changes when the mailed link is opened.
    const newEmail = uniqueEmail(`profile-new-${lang}`);
    await page.getByRole('tab', { name: p('tabs.email') }).click();
    const emails = page.getByTestId('email-form');
    await emails.getByLabel(p('email.new'), { exact: true }).fill(newEmail);
    await emails.getByLabel(p('email.repeat')).fill(`x${newEmail}`);
    await emails.getByLabel(p('email.password')).fill(NEW_PASSWORD);
    await submitButton(emails, p('email.submit')).click();
    await expect(emails.getByText(tr(lang, 'validation', 'emailsDiffer'))).toBeVisible();
    await emails.getByLabel(p('email.repeat')).fill(newEmail);
    await submitButton(emails, p('email.submit')).click();
    await expect(page.getByTestId('email-sent')).toContainText(newEmail);
    await screenshot(page, 'profile-email', lang);
    const link = new URL(await linkFromMail(e2e.mailDir, newEmail, '/email/change?token='));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('change-email-success')).toContainText(a('emailChanged', { email: newEmail }));
    await page.goto('/dashboard/user-profile');
    await expect(page.getByText(newEmail)).toBeVisible();

    // Categories: create with a colour, edit, delete after the confirmation.
    await page.goto('/dashboard/user-management');
    await page.getByRole('link', { name: u('search.toCategories') }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-management\/categories$/);
    const categories = page.getByTestId('categories-table');
    await page.getByRole('button', { name: u('categories.create') }).click();
    const categoryForm = page.getByTestId('categories-form');
    await categoryForm.getByLabel(u('categories.name')).fill(`Kantine ${tag}`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: u('organization.save') })
      .click();
    await expect(toast(page).getByText(o('categoryCreated'))).toBeVisible();
    await expect(categories.getByText(`Kantine ${tag}`)).toBeVisible();
    await page.getByRole('button', { name: u('organization.editOne', { name: `Kantine ${tag}` }) }).click();
    await categoryForm.getByLabel(u('categories.name')).fill(`Foyer ${tag}`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: u('organization.save') })
      .click();
    await expect(categories.getByText(`Foyer ${tag}`)).toBeVisible();
    await screenshot(page, 'categories', lang);
    await page.getByRole('button', { name: u('organization.deleteOne', { name: `Foyer ${tag}` }) }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: u('organization.delete') })
      .click();
    await expect(toast(page).getByText(o('categoryDeleted'))).toBeVisible();
    await expect(categories.getByText(`Foyer ${tag}`)).toHaveCount(0);

    // Departments: the same shape; a taken name is refused on its field.
    await page.goto('/dashboard/user-management/departments');
    const departments = page.getByTestId('departments-table');
    for (const name of [`Vertrieb ${tag}`, `Einkauf ${tag}`]) {
      await page.getByRole('button', { name: u('departments.create') }).click();
      await page.getByTestId('departments-form').getByLabel(u('departments.name')).fill(name);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: u('organization.save') })
        .click();
      await expect(departments.getByText(name)).toBeVisible();
    }
    await page.getByRole('button', { name: u('organization.editOne', { name: `Einkauf ${tag}` }) }).click();
    const departmentName = page.getByTestId('departments-form').getByLabel(u('departments.name'));
    await departmentName.fill(`vertrieb ${tag}`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: u('organization.save') })
      .click();
    await expect(page.getByTestId('departments-form').getByText(o('departmentNameTaken'))).toBeVisible();
    await departmentName.fill(`Marketing ${tag}`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: u('organization.save') })
      .click();
    await expect(departments.getByText(`Marketing ${tag}`)).toBeVisible();
    await page.getByRole('button', { name: u('organization.deleteOne', { name: `Vertrieb ${tag}` }) }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: u('organization.delete') })
      .click();
    await expect(departments.getByText(`Vertrieb ${tag}`)).toHaveCount(0);
    await screenshot(page, 'departments', lang);

    // The account's language: saving it switches the app at once.
    await page.goto('/dashboard/user-profile');
    await page.getByRole('button', { name: p('personal.edit') }).click();
    await page
      .getByTestId('personal-form')
      .getByText(tr(lang, 'profile', `languages.${other}`))
      .click();
    await submitButton(page.getByTestId('personal-form'), p('personal.save')).click();
    await expect(page.getByRole('tab', { name: tr(other, 'profile', 'tabs.password') })).toBeVisible();
    await expect(page.getByRole('heading', { name: tr(other, 'profile', 'title') })).toBeVisible();
  });
}
