import { type APIRequestContext, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, keys, pickOption, screenshot, seedStorage, toast, uniqueEmail } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { linkFromMail } from './support/mail.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 22 loose end, in German at 390 px (English at full width too with E2E_LANGUAGES=both): someone who may invite
 * (INVITE_USERS) but not read the user overview (no GET_USERS) picks the invited person's role. The select offers the
 * roles they may give (none with a key they lack), so the presets, which hold more keys, are not offered.
 */
const PASSWORD = 'Plakat-e2e-2024';

/** A member of the demo company whose only role holds INVITE_USERS: invited, accepted and registered through the API. */
async function inviterWithOnlyInviteKey(request: APIRequestContext, label: string) {
  const owner = await apiLogin(request, demo.owner);
  const headers = { authorization: `Bearer ${owner.userToken}` };
  const role = await request.post(`${e2e.baseURL}/api/roles`, {
    headers,
    data: { label, permissions: ['INVITE_USERS'] },
  });
  expect(role.status()).toBe(201);
  const roleId = ((await role.json()) as { id: string }).id;
  const email = uniqueEmail('inviter');
  const invited = await request.post(`${e2e.baseURL}/api/invitations`, {
    headers,
    data: { emails: [email], roleId, affiliation: 'internal' },
  });
  expect(invited.status()).toBe(201);
  const link = await linkFromMail(e2e.mailDir, email, '/register?invitation=');
  const token = new URL(link).searchParams.get('invitation');
  const accepted = await request.post(`${e2e.baseURL}/api/invitations/accept`, {
    data: { token, password: PASSWORD, repeatPassword: PASSWORD },
  });
  expect(accepted.status()).toBe(201);
  const login = (await accepted.json()) as { userId: string; accessToken: string; refreshToken: string };
  const registered = await request.post(`${e2e.baseURL}/api/registration/user`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
    data: {
      salutation: 'ms',
      firstName: 'Ina',
      lastName: 'Einlader',
      position: 'Office',
      phoneCountryCode: '+49',
      phone: '30 5550199',
    },
  });
  expect(registered.status()).toBe(201);
  return { userId: login.userId, userToken: login.accessToken, refreshToken: login.refreshToken };
}

for (const lang of flowLanguages('de')) {
  const i = (key: string) => tr(lang, 'invitations', key);

  test(`a user with INVITE_USERS but without GET_USERS picks a role to invite with (${lang})`, async ({
    page,
    request,
  }) => {
    if (lang === 'de') await page.setViewportSize({ width: 390, height: 844 });
    const label = `Inviters ${lang} ${Date.now().toString(36)}`;
    const inviter = await inviterWithOnlyInviteKey(request, label);
    const headers = { authorization: `Bearer ${inviter.userToken}` };
    // The overview's role list stays closed to them; the dialog's list is open.
    expect((await request.get(`${e2e.baseURL}/api/roles`, { headers })).status()).toBe(403);
    await seedStorage(page, { [keys.login]: JSON.stringify(inviter), [keys.language]: lang });

    await page.goto('/dashboard/user-management/invitations');
    await expect(page.getByRole('heading', { name: i('heading') })).toBeVisible();
    await page.getByTestId('open-invite').click();
    const dialog = page.getByRole('dialog');
    const email = uniqueEmail(`invited-by-inviter-${lang}`);
    await dialog.getByLabel(i('fields.emails')).fill(email);
    await dialog.getByLabel(i('fields.emails')).press('Enter');
    const role = dialog.getByLabel(i('fields.role'), { exact: true });
    await expect(role).toBeEnabled();
    await role.click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect(options.filter({ hasText: label })).toHaveCount(1);
    await expect(options.filter({ hasText: tr(lang, 'apiOrganization', 'presetRoles.viewer') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await pickOption(page, role, label);
    await screenshot(page, 'invite-dialog-inviter', lang);
    await expectNoSeriousA11yViolations(page, `invite dialog of an inviter (${lang})`);
    await dialog.getByRole('button', { name: i('invite.submit') }).click();
    await expect(toast(page)).toContainText(tr(lang, 'apiInvitations', 'invited'));
  });
}
