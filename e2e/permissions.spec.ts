import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, screenshot } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { bearer } from './support/displays.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 22, "Permission enforcement everywhere", in English (German too with E2E_LANGUAGES=both): a user whose role
 * holds only reading keys (the demo viewer Claire Dubois) sees only the dashboard tiles and sub-menu entries those keys
 * allow, a direct address of a page they may not use shows the no-permission page, and a key the owner gives them shows
 * in the open app within a minute, without a new login (the profile is asked again every minute: the page clock jumps
 * 61 s).
 */
type Lang = 'en' | 'de';
const base = e2e.baseURL;
const viewer = 'claire.dubois@demo.plakat.test';
const createPath = '/dashboard/display-management/create-display';
const uploadPath = '/dashboard/media-pool/add-media-pool';

test.describe.configure({ mode: 'serial' });

const subMenuLink = (page: Page, lang: Lang, section: string, item: string) =>
  page
    .getByTestId(`tile-${section}`)
    .getByRole('link', { name: tr(lang, 'dashboard', `sections.${section}.items.${item}`), exact: true });

async function openDashboard(page: Page, request: APIRequestContext, lang: Lang) {
  const login = await loginWithStorage(page, request, viewer, { lang });
  await page.goto('/dashboard');
  await expect(page.getByTestId('tile-userProfile')).toBeVisible();
  return login;
}

for (const lang of flowLanguages('en')) {
  test(`tiles, sub-menus and direct addresses follow the user's keys (${lang})`, async ({ page, request }) => {
    await openDashboard(page, request, lang);
    // A viewer reads: displays, the media pool and the users are there, creating and uploading are not.
    await expect(subMenuLink(page, lang, 'displayManagement', 'ownList')).toBeVisible();
    await expect(subMenuLink(page, lang, 'displayManagement', 'partnerList')).toBeVisible();
    await expect(subMenuLink(page, lang, 'displayManagement', 'create')).toHaveCount(0);
    await expect(subMenuLink(page, lang, 'mediaPool', 'list')).toBeVisible();
    await expect(subMenuLink(page, lang, 'mediaPool', 'add')).toHaveCount(0);
    await screenshot(page, 'permissions-dashboard', lang);

    // The section's own sub-menu page leaves the entry out too.
    await page.goto('/dashboard/media-pool');
    await expect(
      page.getByRole('link', { name: new RegExp(tr(lang, 'dashboard', 'sections.mediaPool.items.list')) }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(tr(lang, 'dashboard', 'sections.mediaPool.items.add')) }),
    ).toHaveCount(0);

    for (const address of [createPath, uploadPath]) {
      await page.goto(address);
      const notice = page.getByTestId('no-permission');
      await expect(
        notice.getByRole('heading', { level: 1, name: tr(lang, 'common', 'noPermission.title') }),
      ).toBeVisible();
      await expect(notice).toContainText(tr(lang, 'common', 'noPermission.text'));
      // The address stays: the page shows by itself once a key arrives.
      expect(new URL(page.url()).pathname).toBe(address);
    }
    await expectNoSeriousA11yViolations(page, `no-permission page (${lang})`);
    await screenshot(page, 'permissions-no-permission', lang);
    await page.getByRole('link', { name: tr(lang, 'common', 'actions.backToDashboard') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  /**
   * Needs the roles API (POST /api/roles, DELETE /api/roles/{id}) and the user's roles (PUT /api/users/{id}/roles)
   * of issue 22's roles and users work.
   */
  test(`a key given in another session shows within a minute (${lang})`, async ({ page, request }) => {
    await page.clock.install();
    const login = await openDashboard(page, request, lang);
    await expect(subMenuLink(page, lang, 'displayManagement', 'create')).toHaveCount(0);

    const owner = await apiLogin(request, demo.owner);
    const profile = await request.get(`${base}/api/users/profile`, { headers: bearer(login.userToken) });
    const ownRoles = ((await profile.json()) as { roles: { id: string }[] }).roles.map((role) => role.id);
    const created = await request.post(`${base}/api/roles?lang=${lang}`, {
      headers: bearer(owner.userToken),
      data: {
        label: `E2E create displays ${lang} ${Date.now().toString(36)}`,
        permissions: ['CREATE_DISPLAY'],
        displayScope: 'all',
        mediaScope: 'all',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const role = (await created.json()) as { id: string };
    const assign = (roleIds: string[]) =>
      request.put(`${base}/api/users/${login.userId}/roles`, {
        headers: bearer(owner.userToken),
        data: { roleIds },
      });
    try {
      expect((await assign([...ownRoles, role.id])).status()).toBe(200);
      await page.clock.fastForward(61_000);
      await expect(subMenuLink(page, lang, 'displayManagement', 'create')).toBeVisible();
      await page.goto(createPath);
      await expect(page.getByTestId('no-permission')).toHaveCount(0);
    } finally {
      await assign(ownRoles);
      await request.delete(`${base}/api/roles/${role.id}`, { headers: bearer(owner.userToken), data: {} });
    }
  });
}
