import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { pngImage } from '../apps/server/src/media/test-media.ts';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, keys, loginWithStorage, pickOption, screenshot, seedStorage, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { bearer, fill } from './support/displays.ts';
import {
  mediaList,
  mediaRows,
  mediaText,
  ownDisplay,
  runTag,
  shutDownAfterEach,
  uploadPoolFile,
} from './support/media.ts';

/**
 * Issue 22, resource assignment: the demo owner opens a user's edit page, picks the custom role 'Hausmeister' (display
 * scope 'assigned') on the assigned resources tab, assigns two displays and one private media file on the assignment
 * pages and lands back on the tab, which lists them. Then the user, holding only that role, sees exactly those
 * displays in the own list and the private file in the media pool. English at 1280 px, German at 390 px; both widths
 * are photographed in both languages. The displays and the file are the journey's own; the user's roles are restored.
 */

const base = e2e.baseURL;
const holder = 'ayse.demir@demo.plakat.test';
const role = 'Hausmeister';
const displayIds = shutDownAfterEach();
type Lang = 'en' | 'de';

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'PUT' | 'PATCH',
  url: string,
  data?: object,
) {
  const res = await request.fetch(`${base}/api${url}`, { method, headers: bearer(token), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

const setRoles = (request: APIRequestContext, token: string, userId: string, roleIds: string[]) =>
  call(request, token, 'PUT', `/users/${userId}/roles`, { roleIds });

/** A photo at both widths (the test's own width is restored). */
async function photograph(page: Page, name: string, lang: Lang, width: number) {
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: 900 });
    // The table swaps its phone column for the wide ones after a resize: the picture waits for the new layout.
    await page.waitForTimeout(500);
    await screenshot(page, `${name}-${w}`, lang);
  }
  await page.setViewportSize({ width, height: 900 });
}

for (const [lang, width] of [
  ['en', 1280],
  ['de', 390],
] as const) {
  const u = (key: string, values: Record<string, string | number> = {}) => fill(tr(lang, 'users', key), values);
  const d = (key: string, values: Record<string, string | number> = {}) => fill(tr(lang, 'displays', key), values);
  const m = mediaText(lang);

  test(`assigns displays and a private file to a user's role (${lang}, ${width} px)`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const owner = await loginWithStorage(page, request, demo.owner, { lang });
    const tag = runTag();
    const user = (await apiLogin(request, holder)).userId;
    const held: string[] = (await call(request, owner.userToken, 'GET', `/users/${user}`)).roles.map(
      (r: { id: string }) => r.id,
    );
    const roles: { id: string; label: string }[] = (await call(request, owner.userToken, 'GET', '/roles')).items;
    const roleId = roles.find((r) => r.label === role)?.id ?? '';
    expect(roleId).not.toBe('');
    const first = await ownDisplay(request, owner.userToken, tag, displayIds);
    const second = await ownDisplay(request, owner.userToken, tag, displayIds);
    const file = await uploadPoolFile(request, owner.userToken, `${tag} Hof.png`, await pngImage(640, 360));
    await call(request, owner.userToken, 'PATCH', `/files/edit/${file.id}`, { infoAccess: 'private' });
    await setRoles(request, owner.userToken, user, [...held, roleId]);
    try {
      // The edit page's resources tab, the custom role picked.
      await page.goto(`/dashboard/user-management/edit-user/${user}`);
      await page.getByRole('tab', { name: u('edit.tabs.resources') }).click();
      await pickOption(page, page.getByRole('combobox', { name: u('edit.resources.role'), exact: true }), role);
      await expect(page.getByText(u('edit.resources.none.displays'))).toBeVisible();
      await page.getByRole('button', { name: u('edit.resources.assign.displays') }).click();

      // The display assignment overview: no management, a search, two rows selected, Assign.
      await expect(page).toHaveURL(new RegExp(`/edit-user/display-assignment/${user}/${roleId}$`));
      await expect(page.getByRole('heading', { name: u('assignment.title.display') })).toBeVisible();
      await page.getByPlaceholder(d('placeholders.keyword')).fill(tag);
      await page.getByRole('button', { name: d('actions.search'), exact: true }).click();
      await expect(page.locator('tr.ant-table-row')).toHaveCount(2);
      await expect(page.getByRole('button', { name: d('actions.detailedSearch') })).toHaveCount(0);
      for (const display of [first, second])
        await page.getByRole('checkbox', { name: d('table.selectRow', { id: display.onlineId }) }).check();
      await expect(page.getByText(u('assignment.selected.display', { selected: 2, total: 2 }))).toBeVisible();
      await page.getByRole('button', { name: d('table.infoFor', { id: first.onlineId }) }).click();
      await expect(page.getByRole('link', { name: d('info.moreDetails') })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('button', { name: d('actions.shutdown') })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `display assignment (${lang})`);
      await photograph(page, 'display-assignment', lang, width);
      await page.getByRole('button', { name: u('assignment.assign'), exact: true }).click();
      await expect(toast(page)).toContainText(tr(lang, 'apiAssignments', 'assigned.display'));

      // Back on the tab, which lists both displays.
      await expect(page).toHaveURL(new RegExp(`activeTab=2&roleId=${roleId}&resourceTab=displays`));
      const displays = page.getByRole('list', { name: u('edit.resources.listLabel.displays', { role }) });
      for (const display of [first, second]) await expect(displays).toContainText(display.title);

      // The media tab, one private file assigned.
      await page.getByRole('tab', { name: u('edit.resources.media') }).click();
      await expect(page).toHaveURL(/resourceTab=media/);
      await page.getByRole('button', { name: u('edit.resources.assign.media') }).click();
      await expect(page).toHaveURL(new RegExp(`/edit-user/media-assignment/${user}/${roleId}$`));
      // The detailed search (spec 02 §2) returns to the assignment page with its filters.
      await page.getByRole('link', { name: m('list.detailedSearch') }).click();
      await expect(page).toHaveURL(/\/dashboard\/media-pool\/search\?.*returnTo=/);
      // The address changes before the search page's code has loaded; until then the overview (with a keyword field
      // of the same placeholder) is still on screen.
      await expect(page.getByRole('heading', { name: m('search.heading') })).toBeVisible();
      const keyword = page.getByPlaceholder(m('search.placeholders.keyword'));
      await keyword.fill(tag);
      await keyword.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/edit-user/media-assignment/${user}/${roleId}\\?keyword=${tag}$`));
      await expect(mediaRows(page)).toHaveCount(1);
      await page.getByRole('checkbox', { name: m('list.selectRow', { id: file.onlineId }) }).check();
      await expect(page.getByText(u('assignment.selected.media', { selected: 1, total: 1 }))).toBeVisible();
      await expectNoSeriousA11yViolations(page, `media assignment (${lang})`);
      await photograph(page, 'media-assignment', lang, width);
      await page.getByRole('button', { name: u('assignment.assign'), exact: true }).click();
      await expect(toast(page)).toContainText(tr(lang, 'apiAssignments', 'assigned.media'));
      await expect(page).toHaveURL(new RegExp(`activeTab=2&roleId=${roleId}&resourceTab=media`));
      const media = page.getByRole('list', { name: u('edit.resources.listLabel.media', { role }) });
      await expect(media).toContainText(file.title);
      await expect(media).toContainText(u('edit.resources.access.private'));
      await expectNoSeriousA11yViolations(page, `assigned resources (${lang})`);
      await photograph(page, 'assigned-resources', lang, width);

      // The holder, with only that role, sees exactly the two displays and the private file.
      await setRoles(request, owner.userToken, user, [roleId]);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const other = await context.newPage();
      await seedStorage(other, {
        [keys.login]: JSON.stringify(await apiLogin(request, holder)),
        [keys.language]: lang,
      });
      await other.goto('/dashboard/display-management/own-list');
      await expect(other.locator('tr.ant-table-row')).toHaveCount(2);
      for (const display of [first, second]) await expect(other.getByText(display.title)).toBeVisible();
      await other.goto(`${mediaList}?keyword=${tag}`);
      await expect(mediaRows(other)).toHaveCount(1);
      await expect(mediaRows(other)).toContainText(file.title);
      await context.close();
    } finally {
      await setRoles(request, owner.userToken, user, held);
      await call(request, owner.userToken, 'PATCH', '/mediapools/files/delete', { fileIds: [file.id] });
    }
  });
}
