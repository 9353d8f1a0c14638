import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { mp4Video } from '../apps/server/src/media/test-media.ts';
import { e2e } from '../playwright.config.ts';
import {
  type LoginData,
  apiLogin,
  demo,
  keys,
  loginWithStorage,
  storageItem,
  switchLanguage,
  toast,
} from './support/app.ts';
import { type Created, type General, bearer, createCompletedDisplay } from './support/displays.ts';

/**
 * State changes of one display in the own overview (displays spec 02 §4), each through its modal with its warnings:
 * share options (restricted with the partner list and a message, share, notShare), location and accessibility with
 * their cascades (external and sharing force public, private forces internal and not shared), and activity
 * (deactivate with the ad spot warning, activate) in German after switching the language in the header.
 *
 * Every test creates its own completed display in the demo company through the wizard API (restricted sharing needs
 * the demo company's partner, 'Partner Werbung AG') and shuts it down afterwards, so the demo displays other journeys
 * count and inspect stay as they are. Outcomes are checked in the UI and re-read through the API with the page's own
 * session; what the partner sees is read with the partner's login.
 */

const base = e2e.baseURL;
const ownList = '/dashboard/display-management/own-list';
const partnerName = 'Partner Werbung AG';

type Details = General & { isActive: boolean; canManageToken: boolean; status: string };

/** Displays the running test created; shut down after it, pass or fail (a hook still runs after a test timeout). */
const createdIds: string[] = [];
test.afterEach(async ({ request }) => {
  if (createdIds.length === 0) return;
  const owner = await apiLogin(request, demo.owner);
  const res = await request.patch(`${base}/api/displays/shutdown`, {
    headers: bearer(owner.userToken),
    data: { displayIds: createdIds.splice(0) },
  });
  expect(res.status(), 'shut down the test displays').toBe(200);
});

/** A completed, active display of the demo company (support/displays.ts), shut down after the test. */
const createDisplay = (request: APIRequestContext, token: string, tag: string, general: General) =>
  createCompletedDisplay(request, token, `states ${tag}`, general, (id) => createdIds.push(id));

/** The access token the page itself uses (localStorage loginData), so the API check reads what the page's session sees. */
async function pageToken(page: Page) {
  const stored = await storageItem(page, keys.login);
  expect(stored, 'login data in the page').toBeTruthy();
  return (JSON.parse(stored as string) as LoginData).userToken;
}

async function stateOf(page: Page, request: APIRequestContext, id: string): Promise<Details> {
  const res = await request.get(`${base}/api/displays/getExpandedInfo/${id}`, {
    headers: bearer(await pageToken(page)),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Details }).data;
}

async function partnersOf(page: Page, request: APIRequestContext, id: string) {
  const res = await request.get(`${base}/api/partners/${id}`, { headers: bearer(await pageToken(page)) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { partners: { companyName: string; isShared: boolean }[] }).partners;
}

/** How many displays with this title the partner company sees in its partner overview. */
async function partnerSees(request: APIRequestContext, partner: LoginData, title: string) {
  const res = await request.post(`${base}/api/partnerDisplays/search`, {
    headers: bearer(partner.userToken),
    data: { IdOrTitle: title },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { displays: { title: string }[] }).displays.filter((d) => d.title === title).length;
}

const rowOf = (page: Page, id: string) => page.locator(`tr.ant-table-row[data-row-key="${id}"]`);
const expandedOf = (row: Locator) =>
  row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');
const statusIcon = (scope: Locator, label: string) => scope.getByRole('img', { name: label, exact: true });
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
/** The tag beside a state line's Edit button in the management panel ('Edit: Location' → 'Internal'). */
const stateTag = (info: Locator, editLabel: string) =>
  info
    .getByRole('button', { name: editLabel, exact: true })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-flex ")][1]')
    .locator('.ant-tag');

/** Opens the own list with the newest display first and expands the row of `display`. */
async function openRow(page: Page, display: Created, infoLabel = `Show information about display ${display.onlineId}`) {
  await page.goto(`${ownList}?sort=onlineId&sortOrder=desc`);
  const row = rowOf(page, display.id);
  await expect(row).toContainText(display.title);
  await row.getByRole('button', { name: infoLabel }).click();
  const info = expandedOf(row);
  await expect(info.getByRole('button', { name: /^Edit: |^Bearbeiten: / }).first()).toBeVisible();
  return { row, info };
}

async function expectIcons(row: Locator, labels: string[]) {
  for (const label of labels) await expect(statusIcon(row, label)).toBeVisible();
}

test('share options: restricted to a partner with a message makes a private display public, then shared, then not shared', async ({
  page,
  request,
}) => {
  const owner = await apiLogin(request, demo.owner);
  const partner = await apiLogin(request, demo.partnerOwner);
  const display = await createDisplay(request, owner.userToken, 'share', {
    accessibility: 'private',
    location: 'internal',
    shareOptions: 'notShare',
  });
  await loginWithStorage(page, request, demo.owner);
  const { row, info } = await openRow(page, display);
  await expectIcons(row, ['Private', 'Internal', 'Not shared', 'Active']);
  expect(await partnerSees(request, partner, display.title)).toBe(0);

  // Restricted: the partner list (nobody shared yet), the private warning, and a partner is required.
  await info.getByRole('button', { name: 'Edit: Share options', exact: true }).click();
  const modal = dialog(page);
  await expect(modal.locator('.ant-modal-title')).toHaveText('Change share options');
  await expect(modal.getByRole('radio', { name: 'Not shared', exact: true })).toBeChecked();
  await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
  // No link to the partner management page until its partner list exists (it is a placeholder).
  await expect(modal.getByRole('link', { name: 'Manage partners' })).toHaveCount(0);
  await modal.getByRole('radio', { name: 'Restricted', exact: true }).check();
  await expect(modal).toContainText('This display is private. Sharing it sets its accessibility to public.');
  await expect(modal).toContainText('Share with these partners');
  const partnerBox = modal.getByRole('checkbox', { name: partnerName });
  await expect(partnerBox).not.toBeChecked();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: 'Select partner' })).toBeVisible();
  await partnerBox.check();
  await modal.getByLabel('Message to the partners (optional)').fill('New screen in the lobby from Monday');
  const shared = page.waitForRequest((r) => r.url().includes('/api/partners/shareDisplay') && r.method() === 'POST');
  await modal.getByRole('button', { name: 'Save' }).click();
  expect((await shared).postDataJSON()).toMatchObject({
    displayId: display.id,
    partnerIds: [expect.any(String)],
    message: 'New screen in the lobby from Monday',
  });
  await expect(toast(page)).toContainText('Display shared with the selected partners');
  await expect(modal).toBeHidden();
  // Sharing forces public.
  await expectIcons(row, ['Restricted', 'Public']);
  await expect(stateTag(info, 'Edit: Share options')).toHaveText('Restricted');
  await expect(stateTag(info, 'Edit: Accessibility')).toHaveText('Public');
  expect(await stateOf(page, request, display.id)).toMatchObject({
    shareOptions: 'restricted',
    accessibility: 'public',
    location: 'internal',
  });
  expect(await partnersOf(page, request, display.id)).toContainEqual(
    expect.objectContaining({ companyName: partnerName, isShared: true }),
  );
  expect(await partnerSees(request, partner, display.title)).toBe(1);

  // Reopened: restricted, the partner pre-checked from isShared, no private warning any more.
  await info.getByRole('button', { name: 'Edit: Share options', exact: true }).click();
  await expect(modal.getByRole('radio', { name: 'Restricted', exact: true })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: partnerName })).toBeChecked();
  await expect(modal.getByText('This display is private. Sharing it sets its accessibility to public.')).toHaveCount(0);

  // Shared with every partner.
  await modal.getByRole('radio', { name: 'Shared', exact: true }).check();
  await expect(modal).not.toContainText('Share with these partners');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Share options changed successfully');
  await expect(modal).toBeHidden();
  await expectIcons(row, ['Shared', 'Public']);
  await expect(stateTag(info, 'Edit: Share options')).toHaveText('Shared');

  // Not shared: the partner loses the display.
  await info.getByRole('button', { name: 'Edit: Share options', exact: true }).click();
  await expect(modal.getByRole('radio', { name: 'Shared', exact: true })).toBeChecked();
  await expect(modal).not.toContainText('Partners can no longer book this display');
  await modal.getByRole('radio', { name: 'Restricted', exact: true }).check();
  await expect(modal).toContainText(
    'Partners you do not select can no longer book this display: their ad spots on it are deleted and they are informed.',
  );
  await modal.getByRole('radio', { name: 'Not shared', exact: true }).check();
  await expect(modal).toContainText(
    'Partners can no longer book this display: their ad spots on it are deleted and they are informed.',
  );
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expectIcons(row, ['Not shared', 'Public']);

  await page.reload();
  await expectIcons(rowOf(page, display.id), ['Not shared', 'Public', 'Internal', 'Active']);
  expect(await stateOf(page, request, display.id)).toMatchObject({ shareOptions: 'notShare', accessibility: 'public' });
  expect(await partnersOf(page, request, display.id)).toContainEqual(
    expect.objectContaining({ companyName: partnerName, isShared: false }),
  );
  expect(await partnerSees(request, partner, display.title)).toBe(0);
});

test('location and accessibility: internal warns a shared display, private forces internal and not shared, external forces public', async ({
  page,
  request,
}) => {
  const owner = await apiLogin(request, demo.owner);
  const display = await createDisplay(request, owner.userToken, 'location', {
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
  });
  const privateWarning = 'This display is private. Changing it to external sets its accessibility to public.';
  await loginWithStorage(page, request, demo.owner);
  const { row, info } = await openRow(page, display);
  await expectIcons(row, ['Public', 'External', 'Shared']);
  const modal = dialog(page);

  // External → internal on a shared display: partners' commercials go.
  await info.getByRole('button', { name: 'Edit: Location', exact: true }).click();
  await expect(modal.locator('.ant-modal-title')).toHaveText('Change location');
  await expect(modal.getByRole('radio', { name: 'External', exact: true })).toBeChecked();
  await modal.getByRole('radio', { name: 'Internal', exact: true }).check();
  await expect(modal).toContainText(
    'Commercials of your partners on this shared display will be deleted and the partners informed.',
  );
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Location changed successfully');
  await expect(modal).toBeHidden();
  await expectIcons(row, ['Internal', 'Public', 'Shared']);
  await expect(stateTag(info, 'Edit: Location')).toHaveText('Internal');

  // Internal → external on a public display: only the info, no private warning.
  await info.getByRole('button', { name: 'Edit: Location', exact: true }).click();
  await modal.getByRole('radio', { name: 'External', exact: true }).check();
  await expect(modal).toContainText('An external display is public.');
  await expect(modal.getByText(privateWarning)).toHaveCount(0);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expectIcons(row, ['External']);

  // Public → private on an external, shared display: every consequence is listed, and all of them happen.
  await info.getByRole('button', { name: 'Edit: Accessibility', exact: true }).click();
  await expect(modal.locator('.ant-modal-title')).toHaveText('Change accessibility');
  await modal.getByRole('radio', { name: 'Private', exact: true }).check();
  const warning = modal.locator('.ant-alert-warning');
  await expect(warning).toContainText('If you make this display private:');
  await expect(warning.getByRole('listitem')).toHaveText([
    'Its location will be changed from external to internal.',
    "It will no longer be shared (share options become 'not shared').",
    'If it is shared with partners, their ad spots are deleted and the partners are informed.',
  ]);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Accessibility changed successfully');
  await expect(modal).toBeHidden();
  await expectIcons(row, ['Private', 'Internal', 'Not shared']);
  await page.reload();
  await expectIcons(rowOf(page, display.id), ['Private', 'Internal', 'Not shared', 'Active']);
  expect(await stateOf(page, request, display.id)).toMatchObject({
    accessibility: 'private',
    location: 'internal',
    shareOptions: 'notShare',
  });

  // Internal → external on a private display: the warning, and external forces public.
  const again = await openRow(page, display);
  await again.info.getByRole('button', { name: 'Edit: Location', exact: true }).click();
  await modal.getByRole('radio', { name: 'External', exact: true }).check();
  await expect(modal).toContainText(privateWarning);
  await expect(modal).toContainText('An external display is public.');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Location changed successfully');
  await expect(modal).toBeHidden();
  await expectIcons(again.row, ['External', 'Public', 'Not shared']);
  await expect(stateTag(again.info, 'Edit: Accessibility')).toHaveText('Public');
  expect(await stateOf(page, request, display.id)).toMatchObject({
    accessibility: 'public',
    location: 'external',
    shareOptions: 'notShare',
  });
});

test('activity in German: deactivate with the ad spot warning, then activate again', async ({ page, request }) => {
  const owner = await apiLogin(request, demo.owner);
  const partner = await apiLogin(request, demo.partnerOwner);
  const display = await createDisplay(request, owner.userToken, 'activity', {
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
  });
  // Texts from packages/shared/src/i18n/de/displays.json and apiDisplays.json.
  const de = {
    edit: 'Bearbeiten: Aktivität',
    deactivateTitle: 'Display deaktivieren',
    deactivateText: 'Möchten Sie dieses Display deaktivieren?',
    warning:
      'Alle Werbeplätze dieses Displays werden gelöscht und die Partner, mit denen es geteilt ist, werden informiert.',
    activateTitle: 'Display aktivieren',
    activateText: 'Möchten Sie dieses Display aktivieren?',
    changed: 'Display-Status erfolgreich geändert',
  };
  await loginWithStorage(page, request, demo.owner);
  await page.goto(ownList);
  await expect(page.getByRole('heading', { name: 'Own displays' })).toBeVisible();
  await switchLanguage(page, 'de');
  await expect(page.getByRole('heading', { name: 'Eigene Displays' })).toBeVisible();
  const { row, info } = await openRow(page, display, `Informationen zu Display ${display.onlineId} anzeigen`);
  await expectIcons(row, ['Aktiv', 'Öffentlich', 'Geteilt']);
  await expect(stateTag(info, de.edit)).toHaveText('Aktiv');
  const token = info.getByRole('button', { name: /Player \/ Token$/ });
  await expect(token).toBeEnabled();
  expect(await partnerSees(request, partner, display.title)).toBe(1);

  // Cancel changes nothing.
  const modal = dialog(page);
  await info.getByRole('button', { name: de.edit, exact: true }).click();
  await expect(modal.locator('.ant-modal-title')).toHaveText(de.deactivateTitle);
  await modal.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(modal).toBeHidden();
  await expect(stateTag(info, de.edit)).toHaveText('Aktiv');

  await info.getByRole('button', { name: de.edit, exact: true }).click();
  await expect(modal.locator('.ant-modal-title')).toHaveText(de.deactivateTitle);
  await expect(modal).toContainText(de.deactivateText);
  await expect(modal.locator('.ant-alert-warning')).toHaveText(de.warning);
  await modal.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(toast(page)).toContainText(de.changed);
  await expect(modal).toBeHidden();
  await expectIcons(row, ['Inaktiv']);
  await expect(stateTag(info, de.edit)).toHaveText('Inaktiv');
  // The player token can only be managed while active; the partner no longer sees the display.
  await expect(token).toBeDisabled();
  expect(await stateOf(page, request, display.id)).toMatchObject({ isActive: false, canManageToken: false });
  expect(await partnerSees(request, partner, display.title)).toBe(0);

  // After a reload: still inactive, still German.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Eigene Displays' })).toBeVisible();
  await expectIcons(rowOf(page, display.id), ['Inaktiv', 'Öffentlich', 'Extern', 'Geteilt']);

  const again = await openRow(page, display, `Informationen zu Display ${display.onlineId} anzeigen`);
  await again.info.getByRole('button', { name: de.edit, exact: true }).click();
  await expect(modal.locator('.ant-modal-title')).toHaveText(de.activateTitle);
  await expect(modal).toContainText(de.activateText);
  await expect(modal.locator('.ant-alert')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(toast(page)).toContainText(de.changed);
  await expect(modal).toBeHidden();
  await expectIcons(again.row, ['Aktiv']);
  await expect(stateTag(again.info, de.edit)).toHaveText('Aktiv');
  expect(await stateOf(page, request, display.id)).toMatchObject({ isActive: true, canManageToken: true });
  expect(await partnerSees(request, partner, display.title)).toBe(1);
});

test('a location video plays in a modal player 1000 wide', async ({ page, request }) => {
  const owner = await loginWithStorage(page, request, demo.owner);
  const display = await createDisplay(request, owner.userToken, 'video', {
    accessibility: 'public',
    location: 'internal',
    shareOptions: 'notShare',
  });
  const uploaded = await request.post(`${base}/api/displays/${display.id}/media?kind=location`, {
    headers: bearer(owner.userToken),
    multipart: { file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: await mp4Video(2) } },
  });
  expect(uploaded.status(), 'upload the video').toBe(201);

  const { info } = await openRow(page, display);
  await expect(info.getByRole('button', { name: 'Play video' })).toHaveCount(0);
  await info.getByRole('button', { name: 'Next medium' }).click();
  await info.getByRole('button', { name: 'Play video' }).click();
  const modal = dialog(page);
  await expect(modal.locator('.ant-modal-title')).toHaveText('Video');
  await expect(modal).toHaveCSS('width', '1000px');
  const video = modal.locator('video');
  await expect(video).toHaveAttribute('src', /\/api\/files\/display-media\/[0-9a-f-]+\/file\?exp=\d+&sig=/);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { message: 'the browser loads the video' })
    .toBeGreaterThan(1.5);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('editing a shared display in the wizard asks before partners lose it; Cancel keeps it shared', async ({
  page,
  request,
}) => {
  const owner = await loginWithStorage(page, request, demo.owner);
  const display = await createDisplay(request, owner.userToken, 'wizard-edit', {
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
  });
  await page.goto(`/dashboard/display-management/edit-display/${display.id}`);
  await expect(page.locator('#title')).toHaveValue(display.title);
  await page
    .locator('.ant-radio-button-wrapper')
    .filter({ hasText: /^Do not share$/ })
    .click();
  await page.getByTestId('wizard-next').click();
  const confirm = page.getByTestId('edit-consequences');
  await expect(confirm).toContainText(
    "The display is no longer shared: partners' ad spots on it are deleted and they are informed.",
  );
  await page.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(confirm).toBeHidden();
  expect(await stateOf(page, request, display.id)).toMatchObject({ shareOptions: 'share' });

  await page.getByTestId('wizard-next').click();
  await expect(confirm).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText('Display updated successfully');
  await expect(page.locator('#model')).toBeVisible();
  expect(await stateOf(page, request, display.id)).toMatchObject({ shareOptions: 'notShare', accessibility: 'public' });
});
