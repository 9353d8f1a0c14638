import { type Page, expect, test } from '@playwright/test';
import { demo, loginWithStorage, pickOption, screenshot, submitButton, toast, uniqueEmail } from './support/app.ts';
import { tr } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 22, the roles page: the demo owner creates a custom role with a few keys, renames it, duplicates it, edits the
 * copy's keys and deletes it; preset roles open read-only. In English and German, one run at phone width. Role names
 * are unique per run, so reruns against the same server do not collide.
 */

type Lang = 'en' | 'de';
const r = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  tr(lang, 'roles', key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The icon button of a role's row, named '<action>: <role>'. */
const rowAction = (page: Page, lang: Lang, action: string, role: string) =>
  page.getByRole('button', { name: new RegExp(`${esc(r(lang, `actions.${action}`))}: ${esc(role)}$`) });

async function nameDialog(page: Page, lang: Lang, label: string, ok: 'create' | 'save') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(r(lang, 'form.label')).fill(label);
  await submitButton(dialog, r(lang, `form.${ok}`)).click();
}

const keyBox = (page: Page, lang: Lang, key: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${esc(r(lang, `keys.${key}.label`))}`) });

for (const [lang, width] of [
  ['en', 1280],
  ['de', 390],
] as const) {
  test(`custom roles: create, rename, duplicate, edit keys, delete (${lang}, ${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginWithStorage(page, request, demo.owner, { lang });
    const name = `E2E ${lang} ${Date.now().toString(36)}`;
    await page.goto('/dashboard/user-management/roles');
    await expect(page.getByRole('heading', { name: r(lang, 'title') })).toBeVisible();

    // A preset opens read-only.
    await rowAction(page, lang, 'view', tr(lang, 'apiOrganization', 'presetRoles.viewer')).click();
    await expect(page.getByText(r(lang, 'matrix.readOnlyHint'))).toBeVisible();
    await expect(keyBox(page, lang, 'GET_USERS')).toBeDisabled();
    await page.keyboard.press('Escape');

    await submitButton(page, r(lang, 'actions.create')).click();
    await nameDialog(page, lang, name, 'create');
    await expect(toast(page)).toContainText(r(lang, 'messages.created', { role: name }));
    await keyBox(page, lang, 'GET_USERS').check();
    await keyBox(page, lang, 'UPLOAD_MEDIAPOOL_MEDIA').check();
    await screenshot(page, `roles-matrix-${width}`, lang);
    await submitButton(page, r(lang, 'matrix.save')).click();
    await expect(toast(page)).toContainText(r(lang, 'messages.saved'));

    const renamed = `${name} B`;
    await rowAction(page, lang, 'rename', name).click();
    await nameDialog(page, lang, renamed, 'save');
    await expect(toast(page)).toContainText(r(lang, 'messages.renamed'));

    const copy = r(lang, 'form.copyOf', { role: renamed });
    await rowAction(page, lang, 'duplicate', renamed).click();
    await submitButton(page.getByRole('dialog'), r(lang, 'form.create')).click();
    await expect(toast(page)).toContainText(r(lang, 'messages.duplicated', { role: copy }));

    await rowAction(page, lang, 'edit', copy).click();
    await expect(keyBox(page, lang, 'UPLOAD_MEDIAPOOL_MEDIA')).toBeChecked();
    await keyBox(page, lang, 'UPLOAD_MEDIAPOOL_MEDIA').uncheck();
    await submitButton(page, r(lang, 'matrix.save')).click();
    await expect(toast(page)).toContainText(r(lang, 'messages.saved'));
    await expect(page.getByRole('row', { name: new RegExp(esc(copy)) })).toContainText(
      r(lang, 'permissionCount_one', { count: '1' }),
    );
    await screenshot(page, `roles-${width}`, lang);

    for (const role of [copy, renamed]) {
      await rowAction(page, lang, 'delete', role).click();
      await expect(page.getByText(r(lang, 'delete.noHolders'))).toBeVisible();
      await submitButton(page.getByRole('dialog'), r(lang, 'delete.confirm')).click();
      await expect(toast(page)).toContainText(r(lang, 'messages.deleted'));
      await expect(page.getByRole('row', { name: new RegExp(esc(role)) })).toHaveCount(0);
    }
  });
}

/**
 * A role that users still hold asks for a replacement before it goes, and its holders end up with the replacement. The
 * holder is created through the API (POST /api/users with the new role) so the demo's own users keep their roles.
 */
for (const lang of flowLanguages('en')) {
  test(`deleting a held role moves its holders to the replacement (${lang})`, async ({ page, request }) => {
    const login = await loginWithStorage(page, request, demo.owner, { lang });
    const auth = { Authorization: `Bearer ${login.userToken}` };
    const name = `E2E held ${lang} ${Date.now().toString(36)}`;
    const created = await request.post('/api/roles', {
      headers: auth,
      data: { label: name, permissions: ['GET_USERS'] },
    });
    expect(created.status()).toBe(201);
    const role = (await created.json()) as { id: string };
    const holder = await request.post('/api/users', {
      headers: auth,
      data: {
        email: uniqueEmail('holder'),
        firstName: 'Rolf',
        lastName: 'Halter',
        roleId: role.id,
        affiliation: 'internal',
      },
    });
    expect(holder.status()).toBe(201);
    const { userId } = (await holder.json()) as { userId: string };

    await page.goto('/dashboard/user-management/roles');
    await expect(page.getByRole('row', { name: new RegExp(esc(name)) })).toContainText(
      r(lang, 'holderCount_one', { count: '1' }),
    );
    await rowAction(page, lang, 'delete', name).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(r(lang, 'delete.hasHolders_one', { count: '1' }));
    await pickOption(
      page,
      dialog.getByLabel(r(lang, 'delete.replacement')),
      tr(lang, 'apiOrganization', 'presetRoles.viewer'),
    );
    await screenshot(page, 'roles-delete-replacement', lang);
    await submitButton(dialog, r(lang, 'delete.confirm')).click();
    await expect(toast(page)).toContainText(r(lang, 'messages.deleted'));
    await expect(page.getByRole('row', { name: new RegExp(esc(name)) })).toHaveCount(0);

    const details = await request.get(`/api/users/${userId}`, { headers: auth });
    expect(details.status()).toBe(200);
    // The API answers in English without a language of its own.
    expect(((await details.json()) as { roles: { label: string }[] }).roles.map((x) => x.label)).toEqual([
      tr('en', 'apiOrganization', 'presetRoles.viewer'),
    ]);
  });
}
