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
import { tr } from './support/axe.ts';
import { type Created, type General, bearer, createCompletedDisplay, fill } from './support/displays.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * State changes of one display in the own overview (displays spec 02 §4), each through its modal with its warnings, in
 * English (German too with E2E_LANGUAGES=both): share options (restricted with the partner list and a message, share,
 * notShare), location and accessibility with their cascades (external and sharing force public, private forces internal
 * and not shared), and activity (deactivate with the ad spot warning, activate) after switching the language in the
 * header.
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

/** The app's texts in one language (packages/shared/src/i18n/<lang>/*.json). */
function textsOf(lang: 'en' | 'de') {
  const d = (key: string, values: Record<string, string | number> = {}) => fill(tr(lang, 'displays', key), values);
  return {
    d,
    api: (key: string) => tr(lang, 'apiDisplays', key),
    wizard: (key: string) => tr(lang, 'displayWizard', key),
    /** The accessible name of a state line's Edit action ('Edit: Location'). */
    edit: (field: 'accessibility' | 'locationType' | 'shareOptions' | 'activity') =>
      `${d('actions.edit')}: ${d(`fields.${field}`)}`,
    info: (display: Created) => d('table.infoFor', { id: display.onlineId }),
    /** The state icons' and tags' names. */
    state: {
      public: d('accessibility.public'),
      private: d('accessibility.private'),
      external: d('location.external'),
      internal: d('location.internal'),
      shared: d('share.share'),
      notShared: d('share.notShare'),
      restricted: d('share.restricted'),
      active: d('activity.active'),
      inactive: d('activity.inactive'),
    },
  };
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

/** Opens the own list with the newest display first and expands the row of `display` (`infoLabel`: its Info button). */
async function openRow(page: Page, display: Created, infoLabel: string) {
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

for (const lang of flowLanguages('en')) {
  const { d, api, wizard, edit, info: infoFor, state: s } = textsOf(lang);

  test(`share options: restricted to a partner with a message makes a private display public, then shared, then not shared (${lang})`, async ({
    page,
    request,
  }) => {
    const owner = await apiLogin(request, demo.owner);
    const partner = await apiLogin(request, demo.partnerOwner);
    const display = await createDisplay(request, owner.userToken, `share ${lang}`, {
      accessibility: 'private',
      location: 'internal',
      shareOptions: 'notShare',
    });
    await loginWithStorage(page, request, demo.owner, { lang });
    const { row, info } = await openRow(page, display, infoFor(display));
    await expectIcons(row, [s.private, s.internal, s.notShared, s.active]);
    expect(await partnerSees(request, partner, display.title)).toBe(0);

    // Restricted: the partner list (nobody shared yet), the private warning, and a partner is required.
    await info.getByRole('button', { name: edit('shareOptions'), exact: true }).click();
    const modal = dialog(page);
    const save = modal.getByRole('button', { name: d('actions.save') });
    await expect(modal.locator('.ant-modal-title')).toHaveText(d('modals.share.title'));
    await expect(modal.getByRole('radio', { name: s.notShared, exact: true })).toBeChecked();
    await expect(save).toBeDisabled();
    await modal.getByRole('radio', { name: s.restricted, exact: true }).check();
    // Spec 02 §4: the partner list management link, to the partners of this display.
    await expect(modal.getByRole('link', { name: d('modals.share.managePartners') })).toHaveAttribute(
      'href',
      `/dashboard/partners-management?displayId=${display.id}`,
    );
    await expect(modal).toContainText(d('modals.share.privateWarning'));
    await expect(modal).toContainText(d('modals.share.partnersTitle'));
    const partnerBox = modal.getByRole('checkbox', { name: partnerName });
    await expect(partnerBox).not.toBeChecked();
    await save.click();
    await expect(modal.getByRole('alert').filter({ hasText: d('modals.share.selectPartner') })).toBeVisible();
    await partnerBox.check();
    await modal.getByLabel(d('modals.share.messageLabel')).fill('New screen in the lobby from Monday');
    const shared = page.waitForRequest((r) => r.url().includes('/api/partners/shareDisplay') && r.method() === 'POST');
    await save.click();
    expect((await shared).postDataJSON()).toMatchObject({
      displayId: display.id,
      partnerIds: [expect.any(String)],
      message: 'New screen in the lobby from Monday',
    });
    await expect(toast(page)).toContainText(api('sharedWithPartners'));
    await expect(modal).toBeHidden();
    // Sharing forces public.
    await expectIcons(row, [s.restricted, s.public]);
    await expect(stateTag(info, edit('shareOptions'))).toHaveText(s.restricted);
    await expect(stateTag(info, edit('accessibility'))).toHaveText(s.public);
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
    await info.getByRole('button', { name: edit('shareOptions'), exact: true }).click();
    await expect(modal.getByRole('radio', { name: s.restricted, exact: true })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: partnerName })).toBeChecked();
    await expect(modal.getByText(d('modals.share.privateWarning'))).toHaveCount(0);

    // Shared with every partner.
    await modal.getByRole('radio', { name: s.shared, exact: true }).check();
    await expect(modal).not.toContainText(d('modals.share.partnersTitle'));
    await save.click();
    await expect(toast(page)).toContainText(api('shareChanged'));
    await expect(modal).toBeHidden();
    await expectIcons(row, [s.shared, s.public]);
    await expect(stateTag(info, edit('shareOptions'))).toHaveText(s.shared);

    // Not shared: the partner loses the display.
    await info.getByRole('button', { name: edit('shareOptions'), exact: true }).click();
    await expect(modal.getByRole('radio', { name: s.shared, exact: true })).toBeChecked();
    await expect(modal).not.toContainText(d('modals.share.unshareWarning'));
    await modal.getByRole('radio', { name: s.restricted, exact: true }).check();
    await expect(modal).toContainText(d('modals.share.restrictWarning'));
    await modal.getByRole('radio', { name: s.notShared, exact: true }).check();
    await expect(modal).toContainText(d('modals.share.unshareWarning'));
    await save.click();
    await expect(modal).toBeHidden();
    await expectIcons(row, [s.notShared, s.public]);

    await page.reload();
    await expectIcons(rowOf(page, display.id), [s.notShared, s.public, s.internal, s.active]);
    expect(await stateOf(page, request, display.id)).toMatchObject({
      shareOptions: 'notShare',
      accessibility: 'public',
    });
    expect(await partnersOf(page, request, display.id)).toContainEqual(
      expect.objectContaining({ companyName: partnerName, isShared: false }),
    );
    expect(await partnerSees(request, partner, display.title)).toBe(0);
  });

  test(`location and accessibility: internal warns a shared display, private forces internal and not shared, external forces public (${lang})`, async ({
    page,
    request,
  }) => {
    const owner = await apiLogin(request, demo.owner);
    const display = await createDisplay(request, owner.userToken, `location ${lang}`, {
      accessibility: 'public',
      location: 'external',
      shareOptions: 'share',
    });
    const privateWarning = d('modals.location.privateExternalWarning');
    await loginWithStorage(page, request, demo.owner, { lang });
    const { row, info } = await openRow(page, display, infoFor(display));
    await expectIcons(row, [s.public, s.external, s.shared]);
    const modal = dialog(page);
    const save = modal.getByRole('button', { name: d('actions.save') });

    // External → internal on a shared display: partners' commercials go.
    await info.getByRole('button', { name: edit('locationType'), exact: true }).click();
    await expect(modal.locator('.ant-modal-title')).toHaveText(d('modals.location.title'));
    await expect(modal.getByRole('radio', { name: s.external, exact: true })).toBeChecked();
    await modal.getByRole('radio', { name: s.internal, exact: true }).check();
    await expect(modal).toContainText(d('modals.location.toInternalWarning'));
    await save.click();
    await expect(toast(page)).toContainText(api('locationChanged'));
    await expect(modal).toBeHidden();
    await expectIcons(row, [s.internal, s.public, s.shared]);
    await expect(stateTag(info, edit('locationType'))).toHaveText(s.internal);

    // Internal → external on a public display: only the info, no private warning.
    await info.getByRole('button', { name: edit('locationType'), exact: true }).click();
    await modal.getByRole('radio', { name: s.external, exact: true }).check();
    await expect(modal).toContainText(d('modals.location.toExternalInfo'));
    await expect(modal.getByText(privateWarning)).toHaveCount(0);
    await save.click();
    await expect(modal).toBeHidden();
    await expectIcons(row, [s.external]);

    // Public → private on an external, shared display: every consequence is listed, and all of them happen.
    await info.getByRole('button', { name: edit('accessibility'), exact: true }).click();
    await expect(modal.locator('.ant-modal-title')).toHaveText(d('modals.accessibility.title'));
    await modal.getByRole('radio', { name: s.private, exact: true }).check();
    const warning = modal.locator('.ant-alert-warning');
    await expect(warning).toContainText(d('modals.accessibility.toPrivateIntro'));
    await expect(warning.getByRole('listitem')).toHaveText([
      d('modals.accessibility.toPrivateLocation'),
      d('modals.accessibility.toPrivateShare'),
      d('modals.accessibility.toPrivatePartners'),
    ]);
    await save.click();
    await expect(toast(page)).toContainText(api('infoAccessChanged'));
    await expect(modal).toBeHidden();
    await expectIcons(row, [s.private, s.internal, s.notShared]);
    await page.reload();
    await expectIcons(rowOf(page, display.id), [s.private, s.internal, s.notShared, s.active]);
    expect(await stateOf(page, request, display.id)).toMatchObject({
      accessibility: 'private',
      location: 'internal',
      shareOptions: 'notShare',
    });

    // Internal → external on a private display: the warning, and external forces public.
    const again = await openRow(page, display, infoFor(display));
    await again.info.getByRole('button', { name: edit('locationType'), exact: true }).click();
    await modal.getByRole('radio', { name: s.external, exact: true }).check();
    await expect(modal).toContainText(privateWarning);
    await expect(modal).toContainText(d('modals.location.toExternalInfo'));
    await save.click();
    await expect(toast(page)).toContainText(api('locationChanged'));
    await expect(modal).toBeHidden();
    await expectIcons(again.row, [s.external, s.public, s.notShared]);
    await expect(stateTag(again.info, edit('accessibility'))).toHaveText(s.public);
    expect(await stateOf(page, request, display.id)).toMatchObject({
      accessibility: 'public',
      location: 'external',
      shareOptions: 'notShare',
    });
  });

  // Starts in the other language and switches to this one in the header, so the switch is covered both ways.
  test(`activity after switching the language: deactivate with the ad spot warning, then activate again (${lang})`, async ({
    page,
    request,
  }) => {
    const other = lang === 'en' ? 'de' : 'en';
    const owner = await apiLogin(request, demo.owner);
    const partner = await apiLogin(request, demo.partnerOwner);
    const display = await createDisplay(request, owner.userToken, `activity ${lang}`, {
      accessibility: 'public',
      location: 'external',
      shareOptions: 'share',
    });
    const heading = d('own.heading');
    await loginWithStorage(page, request, demo.owner, { lang: other });
    await page.goto(ownList);
    await expect(page.getByRole('heading', { name: tr(other, 'displays', 'own.heading') })).toBeVisible();
    await switchLanguage(page, lang);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const { row, info } = await openRow(page, display, infoFor(display));
    await expectIcons(row, [s.active, s.public, s.shared]);
    await expect(stateTag(info, edit('activity'))).toHaveText(s.active);
    const token = info.getByRole('button', { name: d('actions.playerToken'), exact: true });
    await expect(token).toBeEnabled();
    expect(await partnerSees(request, partner, display.title)).toBe(1);

    // Cancel changes nothing.
    const modal = dialog(page);
    await info.getByRole('button', { name: edit('activity'), exact: true }).click();
    await expect(modal.locator('.ant-modal-title')).toHaveText(d('modals.activity.inactiveTitle'));
    await modal.getByRole('button', { name: d('actions.cancel') }).click();
    await expect(modal).toBeHidden();
    await expect(stateTag(info, edit('activity'))).toHaveText(s.active);

    await info.getByRole('button', { name: edit('activity'), exact: true }).click();
    await expect(modal.locator('.ant-modal-title')).toHaveText(d('modals.activity.inactiveTitle'));
    await expect(modal).toContainText(d('modals.activity.inactiveText'));
    await expect(modal.locator('.ant-alert-warning')).toHaveText(d('modals.activity.deactivateWarning'));
    await modal.getByRole('button', { name: d('actions.confirm') }).click();
    await expect(toast(page)).toContainText(api('statusChanged'));
    await expect(modal).toBeHidden();
    await expectIcons(row, [s.inactive]);
    await expect(stateTag(info, edit('activity'))).toHaveText(s.inactive);
    // The player token can only be managed while active; the partner no longer sees the display.
    await expect(token).toBeDisabled();
    expect(await stateOf(page, request, display.id)).toMatchObject({ isActive: false, canManageToken: false });
    expect(await partnerSees(request, partner, display.title)).toBe(0);

    // After a reload: still inactive, still in the chosen language.
    await page.reload();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectIcons(rowOf(page, display.id), [s.inactive, s.public, s.external, s.shared]);

    const again = await openRow(page, display, infoFor(display));
    await again.info.getByRole('button', { name: edit('activity'), exact: true }).click();
    await expect(modal.locator('.ant-modal-title')).toHaveText(d('modals.activity.activeTitle'));
    await expect(modal).toContainText(d('modals.activity.activeText'));
    await expect(modal.locator('.ant-alert')).toHaveCount(0);
    await modal.getByRole('button', { name: d('actions.confirm') }).click();
    await expect(toast(page)).toContainText(api('statusChanged'));
    await expect(modal).toBeHidden();
    await expectIcons(again.row, [s.active]);
    await expect(stateTag(again.info, edit('activity'))).toHaveText(s.active);
    expect(await stateOf(page, request, display.id)).toMatchObject({ isActive: true, canManageToken: true });
    expect(await partnerSees(request, partner, display.title)).toBe(1);
  });

  test(`a location video plays in a modal player 1000 wide (${lang})`, async ({ page, request }) => {
    const owner = await loginWithStorage(page, request, demo.owner, { lang });
    const display = await createDisplay(request, owner.userToken, `video ${lang}`, {
      accessibility: 'public',
      location: 'internal',
      shareOptions: 'notShare',
    });
    const uploaded = await request.post(`${base}/api/displays/${display.id}/media?kind=location`, {
      headers: bearer(owner.userToken),
      multipart: { file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: await mp4Video(2) } },
    });
    expect(uploaded.status(), 'upload the video').toBe(201);

    const { info } = await openRow(page, display, infoFor(display));
    await expect(info.getByRole('button', { name: d('info.playVideo') })).toHaveCount(0);
    await info.getByRole('button', { name: d('info.nextMedium') }).click();
    await info.getByRole('button', { name: d('info.playVideo') }).click();
    const modal = dialog(page);
    await expect(modal.locator('.ant-modal-title')).toHaveText(d('info.video'));
    await expect(modal).toHaveCSS('width', '1000px');
    const video = modal.locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/files\/display-media\/[0-9a-f-]+\/file\?exp=\d+&sig=/);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { message: 'the browser loads the video' })
      .toBeGreaterThan(1.5);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test(`editing a shared display in the wizard asks before partners lose it; Cancel keeps it shared (${lang})`, async ({
    page,
    request,
  }) => {
    const owner = await loginWithStorage(page, request, demo.owner, { lang });
    const display = await createDisplay(request, owner.userToken, `wizard-edit ${lang}`, {
      accessibility: 'public',
      location: 'external',
      shareOptions: 'share',
    });
    await page.goto(`/dashboard/display-management/edit-display/${display.id}`);
    await expect(page.locator('#title')).toHaveValue(display.title);
    await page
      .locator('.ant-radio-button-wrapper')
      .filter({ hasText: new RegExp(`^${wizard('share.notShare')}$`) })
      .click();
    await page.getByTestId('wizard-next').click();
    const confirm = page.getByTestId('edit-consequences');
    await expect(confirm).toContainText(wizard('consequences.unshare'));
    await page
      .getByRole('button', { name: wizard('nav.cancel') })
      .last()
      .click();
    await expect(confirm).toBeHidden();
    expect(await stateOf(page, request, display.id)).toMatchObject({ shareOptions: 'share' });

    await page.getByTestId('wizard-next').click();
    await expect(confirm).toBeVisible();
    await page.getByRole('button', { name: wizard('consequences.ok'), exact: true }).click();
    await expect(toast(page)).toContainText(tr(lang, 'apiWizard', 'displayUpdated'));
    await expect(page.locator('#model')).toBeVisible();
    expect(await stateOf(page, request, display.id)).toMatchObject({
      shareOptions: 'notShare',
      accessibility: 'public',
    });
  });
}
