import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { demo, keys, loginWithStorage, pickOption, screenshot, submitButton, uniqueEmail } from './support/app.ts';
import { decodeQuotedPrintable, linkFromMail } from './support/mail.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Invitations (issue 22), in German (English too with E2E_LANGUAGES=both): the owner invites a user with a role and
 * department, the invited person opens the mailed link, chooses a password, completes /userRegistration and lands on
 * the dashboard with the invited role; a second invitation is withdrawn and its link then says so; a used and an
 * expired link say so.
 */
const PASSWORD = 'Plakat-e2e-2024';
type Lang = 'en' | 'de';

const text = (lang: Lang) => {
  const i = (key: string) => tr(lang, 'invitations', key);
  const a = (key: string) => tr(lang, 'auth', key);
  const r = (key: string) => tr(lang, 'registration', key);
  return {
    heading: i('heading'),
    open: i('invite.open'),
    emails: i('fields.emails'),
    role: i('fields.role'),
    department: i('fields.department'),
    send: i('invite.submit'),
    invited: tr(lang, 'apiInvitations', 'invited'),
    pending: i('status.pending'),
    expiredStatus: i('status.expired'),
    withdraw: i('actions.withdraw'),
    withdrawConfirm: i('withdraw.confirm'),
    withdrawn: tr(lang, 'apiInvitations', 'withdrawn'),
    editor: tr(lang, 'apiOrganization', 'presetRoles.editor'),
    invitedBy: a('invitation.invitedBy')
      .replace('{{inviter}}', 'Jürgen Müller')
      .replace('{{company}}', 'Plakat Demo GmbH'),
    password: a('fields.password'),
    repeat: a('fields.repeatPassword'),
    accept: a('invitation.submit'),
    problemTitle: a('invitation.problemTitle'),
    expired: a('invitation.expired'),
    used: a('invitation.used'),
    tokenWithdrawn: tr(lang, 'apiInvitations', 'tokenWithdrawn'),
    field: (key: string) => r(`fields.${key}`),
    departmentField: r('user.department'),
    complete: r('form.submit'),
    salutation: lang === 'en' ? 'Ms' : 'Frau',
  };
};

const invitationToken = (link: string) => new URL(link).searchParams.get('invitation') ?? '';

async function inviteThroughApi(page: Page, token: string, email: string) {
  const roles = await page.request.get(`${e2e.baseURL}/api/roles`, { headers: { authorization: `Bearer ${token}` } });
  const viewer = ((await roles.json()) as { items: { id: string }[] }).items.at(-1)?.id;
  const res = await page.request.post(`${e2e.baseURL}/api/invitations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { emails: [email], roleId: viewer, affiliation: 'internal' },
  });
  expect(res.status()).toBe(201);
}

for (const lang of flowLanguages('de')) {
  const t = text(lang);

  test(`invite a user, register through the mailed link, withdraw one (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // Two people in two browsers, a registration and a withdrawal: longer than the default minute on a busy machine.
    test.setTimeout(120_000);
    const owner = await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard/user-management/invitations');
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    // The demo's expired invitation is listed with its state.
    await expect(page.getByRole('row', { name: /tom\.becker@demo\.plakat\.test/ })).toContainText(t.expiredStatus);
    await screenshot(page, 'invitations', lang);
    await expectNoSeriousA11yViolations(page, `invitations ${lang}`);

    // Invite one address as an editor of Marketing.
    const email = uniqueEmail(`invite-${lang}`);
    await page.getByTestId('open-invite').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.emails).fill(email);
    await dialog.getByLabel(t.emails).press('Enter');
    await pickOption(page, dialog.getByLabel(t.role, { exact: true }), t.editor);
    await pickOption(page, dialog.getByLabel(new RegExp(`^${t.department}`)), 'Marketing');
    await screenshot(page, 'invite-dialog', lang);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.invited)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toContainText(t.pending);

    // The invited person, in a browser of their own, opens the mailed link.
    const link = await linkFromMail(e2e.mailDir, email, '/register?invitation=');
    const guest = await browser.newContext({ baseURL: e2e.baseURL });
    await guest.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
    const invited = await guest.newPage();
    await invited.goto(new URL(link).pathname + new URL(link).search);
    await expect(invited.getByTestId('invitation-info')).toContainText(t.invitedBy);
    await expect(invited.locator('#invitation-email')).toHaveValue(email);
    await invited.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await invited.getByLabel(t.repeat).fill(PASSWORD);
    await screenshot(invited, 'invitation-register', lang);
    await invited.getByTestId('invitation-submit').click();

    // /userRegistration with the department select, then the dashboard.
    await expect(invited).toHaveURL(/\/userRegistration$/);
    const f = t.field;
    await pickOption(invited, invited.getByLabel(f('salutation'), { exact: true }), t.salutation);
    await invited.getByLabel(f('firstName'), { exact: true }).fill('Ina');
    await invited.getByLabel(f('lastName'), { exact: true }).fill('Eingeladen');
    await invited.getByLabel(f('position'), { exact: true }).fill('Redaktion');
    await invited.getByRole('textbox', { name: f('phone') }).fill('30 7654321');
    await pickOption(invited, invited.getByLabel(new RegExp(`^${t.departmentField}`)), 'Vertrieb');
    await submitButton(invited, t.complete).click();
    await expect(invited).toHaveURL(/\/dashboard$/);
    await expect(invited.getByRole('heading', { name: /Ina Eingeladen/ })).toBeVisible();
    const login = JSON.parse((await invited.evaluate((k) => localStorage.getItem(k), keys.login)) ?? '{}');
    const profile = await invited.request.get(`${e2e.baseURL}/api/users/profile?lang=${lang}`, {
      headers: { authorization: `Bearer ${login.userToken}` },
    });
    expect(await profile.json()).toMatchObject({
      email,
      roles: [{ label: t.editor }],
      company: { name: 'Plakat Demo GmbH' },
    });

    await guest.close();

    // Withdraw a second invitation.
    const second = uniqueEmail(`withdraw-${lang}`);
    await inviteThroughApi(page, owner.userToken, second);
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(second.replace(/[.+]/g, '\\$&')) });
    await row.getByRole('button', { name: t.withdraw }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: t.withdrawConfirm }).click();
    await expect(page.getByText(t.withdrawn)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Logged out, the used link and the withdrawn one say what happened.
    const stranger = await browser.newContext({ baseURL: e2e.baseURL });
    await stranger.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
    const gone = await stranger.newPage();
    await gone.goto(new URL(link).pathname + new URL(link).search);
    await expect(gone.getByTestId('invitation-problem')).toContainText(t.used);
    const withdrawnLink = await linkFromMail(e2e.mailDir, second, '/register?invitation=');
    await gone.goto(`/register?invitation=${encodeURIComponent(invitationToken(withdrawnLink))}`);
    await expect(gone.getByTestId('invitation-problem')).toContainText(t.tokenWithdrawn);

    // An expired link (the server's answer for a link past its 7 days, stood in for: the journey cannot wait a week).
    await gone.route('**/api/invitations/accept-info?**', (route) =>
      route.fulfill({
        json: {
          status: 'expired',
          email: 'late@example.com',
          companyName: 'Plakat Demo GmbH',
          inviterName: 'Jürgen Müller',
        },
      }),
    );
    await gone.goto('/register?invitation=expired-link');
    await expect(gone.getByTestId('invitation-problem')).toContainText(t.problemTitle);
    await expect(gone.getByTestId('invitation-problem')).toContainText(t.expired);
    await screenshot(gone, 'invitation-expired', lang);
    await stranger.close();

    // The list on a phone: the table scrolls sideways inside its card, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    // The table lays itself out again after the resize: the page's width is read once it has settled.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'invitations-phone', lang);
  });
}

/** The one-time password in the newest mail to `to` (its text line 'one-time password: …' / 'Einmalpasswort: …'). */
async function oneTimePasswordFrom(to: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!existsSync(e2e.mailDir)) return '';
        for (const file of readdirSync(e2e.mailDir).filter((f) => f.endsWith('.eml'))) {
          const raw = readFileSync(path.join(e2e.mailDir, file), 'utf8');
          if (!raw.includes(to)) continue;
          const body = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
          found = /(?:one-time password|Einmalpasswort): ([\w-]{16})/.exec(body)?.[1] ?? '';
          if (found) return found;
        }
        return '';
      },
      { timeout: 10_000, message: `the one-time password mail to ${to}` },
    )
    .not.toBe('');
  return found;
}

for (const lang of flowLanguages('de')) {
  const t = text(lang);
  const i = (key: string) => tr(lang, 'invitations', key);
  const r = (key: string) => tr(lang, 'registration', key);

  test(`create a user with a one-time password; the first login asks for an own password (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard/user-management/invitations');
    const email = uniqueEmail(`created-${lang}`);
    await page.getByTestId('open-create-user').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(i('fields.email'), { exact: true }).fill(email);
    await dialog.getByLabel(i('fields.firstName'), { exact: true }).fill('Carla');
    await dialog.getByLabel(i('fields.lastName'), { exact: true }).fill('Angelegt');
    await pickOption(
      page,
      dialog.getByLabel(t.role, { exact: true }),
      tr(lang, 'apiOrganization', 'presetRoles.viewer'),
    );
    await screenshot(page, 'create-user-dialog', lang);
    await dialog.getByRole('button', { name: i('create.submit') }).click();
    await expect(page.getByText(tr(lang, 'apiInvitations', 'userCreated'))).toBeVisible();

    const oneTime = await oneTimePasswordFrom(email);
    const fresh = await browser.newContext({ baseURL: e2e.baseURL });
    await fresh.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
    const user = await fresh.newPage();
    await user.goto('/login');
    await user.getByLabel(tr(lang, 'auth', 'fields.email')).fill(email);
    await user.getByLabel(tr(lang, 'auth', 'fields.password'), { exact: true }).fill(oneTime);
    await submitButton(user, tr(lang, 'auth', 'login.submit')).click();
    await expect(user).toHaveURL(/\/password\/new$/);
    await user.getByLabel(r('initialPassword.password'), { exact: true }).fill(PASSWORD);
    await user.getByLabel(r('initialPassword.repeatPassword'), { exact: true }).fill(PASSWORD);
    await expect(user.getByText(r('initialPassword.nextLogin'))).toBeVisible();
    await screenshot(user, 'initial-password', lang);
    await submitButton(user, r('initialPassword.submit')).click();
    await expect(user.getByText(tr(lang, 'apiInvitations', 'passwordSet'))).toBeVisible();
    await expect(user).toHaveURL(/\/userRegistration$/);
    await fresh.close();
  });
}
