import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, pathOf, toast, uniqueEmail } from './support/app.ts';
import { decodeQuotedPrintable } from './support/mail.ts';

/**
 * Own and partner display overviews (displays spec 02 §2, §4, §7): search state in the address, sorting and paging,
 * the expanded Info row, state changes with their warnings (accessibility, lock, bulk lock/unlock, duplicate, bulk
 * shutdown, player token mail), the details page with its print layout, and the partner overview; one German pass.
 *
 * Demo data (apps/server/src/db/seed/displays.ts) is shared with other journeys: every change here is undone (API
 * clean-up in `finally`), only displays this spec created by duplication are shut down, and no draft is created.
 */

const base = e2e.baseURL;
const ownList = '/dashboard/display-management/own-list';
const partnerList = '/dashboard/display-management/partner-list';

type Item = {
  id: string;
  onlineId: number;
  title: string;
  status: string;
  isLocked: boolean;
  accessibility: string;
  location: string;
  shareOptions: string;
};

async function ownerHeaders(request: APIRequestContext) {
  const login = await apiLogin(request, demo.owner);
  return { authorization: `Bearer ${login.userToken}` };
}

/** The owner's displays via POST /api/displays/search (up to 100, by onlineId). */
async function ownDisplays(
  request: APIRequestContext,
  headers: Record<string, string>,
  body: Record<string, unknown> = {},
) {
  const res = await request.post(`${base}/api/displays/search?limit=100`, { headers, data: body });
  expect(res.status()).toBe(200);
  return (await res.json()) as { displays: Item[]; totalCount: number };
}

async function demoDisplay(request: APIRequestContext, headers: Record<string, string>, title: string): Promise<Item> {
  const { displays } = await ownDisplays(request, headers);
  const found = displays.filter((d) => d.title === title && d.status !== 'duplicated');
  expect(found, `demo display ${title}`).toHaveLength(1);
  return found[0];
}

const patch = async (request: APIRequestContext, headers: Record<string, string>, url: string, data: unknown) => {
  const res = await request.patch(`${base}/api${url}`, { headers, data });
  expect(res.status(), `PATCH ${url}`).toBe(200);
};

/** A table row by display id (antd writes the rowKey as data-row-key) and the Info row that opens below it. */
const rowOf = (page: Page, id: string) => page.locator(`tr.ant-table-row[data-row-key="${id}"]`);
const expandedOf = (row: Locator) =>
  row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');
const statusIcon = (scope: Locator, label: string) => scope.getByRole('img', { name: label, exact: true });
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const search = (page: Page) => new URL(page.url()).searchParams;

async function expand(page: Page, item: Item) {
  const row = rowOf(page, item.id);
  await row.getByRole('button', { name: `Show information about display ${item.onlineId}` }).click();
  const info = expandedOf(row);
  await expect(info).toBeVisible();
  return info;
}

/** Waits until a saved .eml mail to `to` exists in the server's mail folder and answers its text. */
async function mailTo(to: string) {
  let text = '';
  await expect
    .poll(
      () => {
        if (!existsSync(e2e.mailDir)) return '';
        for (const file of readdirSync(e2e.mailDir).filter((f) => f.endsWith('.eml'))) {
          const raw = readFileSync(path.join(e2e.mailDir, file), 'utf8');
          if (new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) {
            text = raw;
            return file;
          }
        }
        return '';
      },
      { timeout: 10_000, message: `a mail to ${to}` },
    )
    .not.toBe('');
  return text;
}

test('own list: demo displays, search, sorting and paging live in the address', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const all = await ownDisplays(request, headers);
  await loginWithStorage(page, request, demo.owner);

  await page.goto(ownList);
  await expect(page.getByRole('heading', { name: 'Own displays' })).toBeVisible();
  await expect(page.getByText(`0 of ${all.totalCount} display(s) selected`)).toBeVisible();
  const rows = page.locator('tr.ant-table-row');
  await expect(rows).toHaveCount(Math.min(10, all.totalCount));
  // Sorted by Id ascending: the demo company's first displays.
  await expect(rows.first()).toContainText('Schaufenster Mitte');
  await expect(rows.nth(1)).toContainText('Lobby Screen');
  await expect(page.getByText(`${all.totalCount} displays`).first()).toBeVisible();

  // A copied address opens the same view: keyword, page and page size.
  await page.goto(`${ownList}?keyword=Schaufenster&perPage=20`);
  await expect(page.getByPlaceholder('Display ID, title or serial number')).toHaveValue('Schaufenster');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Schaufenster Mitte (Kopie)' })).toHaveCount(1);
  await expect(page.locator('.ant-pagination-options').first()).toContainText('20 / page');

  await page.goto(`${ownList}?page=2&perPage=10`);
  await expect(page.locator('.ant-pagination-item-active').first()).toHaveText('2');
  await expect(rows.first().locator('td').nth(2)).toHaveText('11');
  await expect(rows.first()).toContainText('Neues Display Prenzlauer Berg');

  // A filter from the address: only private displays.
  await page.goto(`${ownList}?accessibility=private&perPage=50`);
  const privates = all.displays.filter((d) => d.accessibility === 'private');
  await expect(rows).toHaveCount(privates.length);
  for (const title of ['Kantine', 'Besprechungsraum 2. OG', 'Tablet Empfang Kreuzberg'])
    await expect(rows.filter({ hasText: title }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Schaufenster Mitte' })).toHaveCount(0);

  // Invalid values are dropped: default page size, no status filter.
  await page.goto(`${ownList}?perPage=7&status=bogus&sort=title;drop&page=abc`);
  await expect(rows).toHaveCount(Math.min(10, all.totalCount));
  await expect(page.locator('.ant-pagination-options').first()).toContainText('10 / page');
  await expect(page.getByText(`0 of ${all.totalCount} display(s) selected`)).toBeVisible();

  // Sorting writes to the address (and leaves the invalid values out).
  const titleHeader = page.locator('th.ant-table-column-has-sorters').filter({ hasText: 'Title / Description' });
  await titleHeader.click();
  await expect.poll(() => search(page).get('sort')).toBe('title');
  expect(search(page).get('perPage')).toBeNull();
  expect(search(page).get('status')).toBeNull();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first().locator('td strong')).toHaveText('Besprechungsraum 2. OG');
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  await titleHeader.click();
  await expect.poll(() => search(page).get('sortOrder')).toBe('desc');
  // Descending by title: W, V, ... L, K on the first page.
  await expect(rows.first().locator('td strong')).toHaveText('Wegeleitsystem Foyer');
  const titles = await rows.locator('td strong').allTextContents();
  expect(titles.indexOf('Videowand Alexanderplatz')).toBeGreaterThan(0);
  expect(titles.indexOf('Lobby Screen')).toBeGreaterThan(titles.indexOf('Videowand Alexanderplatz'));
  expect(titles.indexOf('Kantine')).toBeGreaterThan(titles.indexOf('Lobby Screen'));

  // Page size 20 writes perPage=20 and starts on page 1.
  await page.locator('.ant-pagination-options .ant-select').first().click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: '20 / page' })
    .click();
  await expect.poll(() => search(page).get('perPage')).toBe('20');
  expect(search(page).get('page')).toBeNull();
  expect(search(page).get('sort')).toBe('title');
  await expect(rows).toHaveCount(Math.min(20, all.totalCount));

  // Going to page 2 (when there is one) writes page=2.
  if (all.totalCount > 20) {
    await page.locator('.ant-pagination').first().getByTitle('2', { exact: true }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
  } else {
    await page.locator('.ant-pagination-options .ant-select').first().click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: '10 / page' })
      .click();
    await expect.poll(() => search(page).get('perPage')).toBeNull();
    await page.locator('.ant-pagination').first().getByTitle('2', { exact: true }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
  }
  expect(pathOf(page)).toContain('sortOrder=desc');
});

test('expanded row: information panel with ratings and media tabs', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const item = await demoDisplay(request, headers, 'Schaufenster Mitte');
  await loginWithStorage(page, request, demo.owner);
  await page.goto(ownList);
  // Pointing at the Info toggle already loads the row's details, before the click.
  const loaded = page.waitForResponse((r) => r.url().includes(`/api/displays/getExpandedInfo/${item.id}`));
  await rowOf(page, item.id)
    .getByRole('button', { name: `Show information about display ${item.onlineId}` })
    .hover();
  expect((await loaded).status()).toBe(200);
  const info = await expand(page, item);
  await expect(info.getByText('5 out of 5').first()).toBeVisible();
  await expect(info.getByText(/\d out of 5/)).toHaveCount(4);
  await expect(info.getByRole('tab', { name: 'Location' })).toBeVisible();
  await expect(info.getByRole('tab', { name: 'Program' })).toBeVisible();
  await expect(info.getByRole('tabpanel').getByAltText('Display media').first()).toBeVisible();
  await info.getByRole('tab', { name: 'Program' }).click();
  await expect(info.getByRole('tabpanel').getByAltText('Display media').first()).toBeVisible();
  await expect(info.getByRole('heading', { name: /Manage display/ })).toBeVisible();
  await expect(info.getByRole('button', { name: 'Edit: Accessibility' })).toBeVisible();
  await expect(info.getByRole('link', { name: 'More details' })).toHaveAttribute('href', `${ownList}/${item.id}`);

  // A draft has no management panel: only Finish setup and Shut down.
  const draft = await demoDisplay(request, headers, 'Neues Display Prenzlauer Berg');
  await page.goto(`${ownList}?page=2`);
  const draftInfo = await expand(page, draft);
  await expect(draftInfo.getByText('The setup of this display is not finished yet.')).toBeVisible();
  await expect(draftInfo.getByRole('button', { name: /Finish Setup$/ })).toBeVisible();
  await expect(draftInfo.getByRole('button', { name: 'Edit: Accessibility' })).toHaveCount(0);
});

test('accessibility public → private with its warnings, and back', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const item = await demoDisplay(request, headers, 'Empfang Eingang Nord');
  expect([item.accessibility, item.location]).toEqual(['public', 'external']);
  await loginWithStorage(page, request, demo.owner);
  try {
    await page.goto(`${ownList}?perPage=50`);
    const row = rowOf(page, item.id);
    await expect(statusIcon(row, 'Public')).toBeVisible();
    const info = await expand(page, item);
    await info.getByRole('button', { name: 'Edit: Accessibility' }).click();
    const modal = dialog(page);
    await expect(modal).toContainText('Change accessibility');
    await modal.getByText('Private', { exact: true }).click();
    await expect(modal).toContainText('If you make this display private:');
    await expect(modal).toContainText('Its location will be changed from external to internal.');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Accessibility changed successfully');
    await expect(modal).toBeHidden();
    await expect(statusIcon(row, 'Private')).toBeVisible();
    // The cascade: private forces internal.
    await expect(statusIcon(row, 'Internal')).toBeVisible();

    // Private → public shows the info text.
    await info.getByRole('button', { name: 'Edit: Accessibility' }).click();
    await dialog(page).getByText('Public', { exact: true }).click();
    await expect(dialog(page)).toContainText('All content of this display will be visible to everyone.');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(statusIcon(row, 'Public')).toBeVisible();
  } finally {
    await patch(request, headers, `/displays/changeInfoAccess/${item.id}`, { infoAccess: 'public' });
    await patch(request, headers, `/displays/changeLocation/${item.id}`, { location: 'external' });
  }
  const after = await demoDisplay(request, headers, 'Empfang Eingang Nord');
  expect([after.accessibility, after.location, after.shareOptions]).toEqual(['public', 'external', 'notShare']);
});

test('lock one display and unlock it; bulk lock and unlock two', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const kantine = await demoDisplay(request, headers, 'Kantine');
  const a = await demoDisplay(request, headers, 'Schaufenster Mitte');
  const b = await demoDisplay(request, headers, 'Lobby Screen');
  expect([kantine.isLocked, a.isLocked, b.isLocked]).toEqual([false, false, false]);
  const { totalCount } = await ownDisplays(request, headers);
  await loginWithStorage(page, request, demo.owner);
  try {
    await page.goto(`${ownList}?perPage=50`);
    const row = rowOf(page, kantine.id);
    const info = await expand(page, kantine);
    await info.getByRole('button', { name: 'Edit: Lock status' }).click();
    await expect(dialog(page)).toContainText(
      'A locked display can no longer be edited, shared, duplicated or shut down.',
    );
    await dialog(page).getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(toast(page)).toContainText('Lock status changed successfully');
    await expect(statusIcon(row, 'Locked')).toBeVisible();
    // Locked: the state changes are disabled.
    await expect(info.getByRole('button', { name: 'Edit: Accessibility' })).toBeDisabled();
    await row.getByRole('button', { name: /Unlock$/ }).click();
    await expect(dialog(page)).toContainText('Unlock this display?');
    await dialog(page).getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(statusIcon(row, 'Unlocked')).toBeVisible();
    await expect(row.getByRole('button', { name: /Unlock$/ })).toHaveCount(0);

    // Bulk: select two rows.
    await info
      .locator('xpath=preceding-sibling::tr[1]')
      .getByRole('button', { name: /Show information/ })
      .click();
    for (const item of [a, b]) await rowOf(page, item.id).locator('.ant-checkbox-input').check();
    await expect(page.getByText(`2 of ${totalCount} display(s) selected`)).toBeVisible();
    await page.getByRole('button', { name: 'lock Lock', exact: true }).first().click();
    await expect(dialog(page)).toContainText('Lock 2 displays');
    await dialog(page).getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    for (const item of [a, b]) await expect(statusIcon(rowOf(page, item.id), 'Locked')).toBeVisible();
    await expect(page.getByText(`0 of ${totalCount} display(s) selected`)).toBeVisible();

    for (const item of [a, b]) await rowOf(page, item.id).locator('.ant-checkbox-input').check();
    await expect(page.getByText(`2 of ${totalCount} display(s) selected`)).toBeVisible();
    await page.getByRole('button', { name: 'unlock Unlock', exact: true }).first().click();
    await expect(dialog(page)).toContainText('Unlock 2 displays?');
    await dialog(page).getByRole('button', { name: 'Unlock', exact: true }).click();
    for (const item of [a, b]) await expect(statusIcon(rowOf(page, item.id), 'Unlocked')).toBeVisible();
  } finally {
    await patch(request, headers, '/displays/changeLockStatus', {
      displayIds: [kantine.id, a.id, b.id],
      action: 'unlock',
    });
  }
});

test('duplicate twice, then shut down both copies', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const source = await demoDisplay(request, headers, 'Menütafel Café Hackescher Markt');
  await loginWithStorage(page, request, demo.owner);
  let copies: { id: string; onlineId: number }[] = [];
  try {
    await page.goto(`${ownList}?perPage=50`);
    const info = await expand(page, source);
    await info.getByRole('button', { name: /Duplicate$/ }).click();
    const modal = dialog(page);
    await expect(modal).toContainText(`Create copies of display ${source.onlineId}`);
    const count = modal.getByRole('spinbutton', { name: 'Number of copies' });
    await expect(count).toHaveValue('1');
    await count.fill('6');
    await modal.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect(modal).toContainText('Please select a valid number.');
    await count.fill('2');
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/displays/duplicate/') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Duplicate', exact: true }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    copies = ((await res.json()) as { displays: { id: string; onlineId: number }[] }).displays;
    expect(copies).toHaveLength(2);
    await expect(toast(page)).toContainText('Duplicate displays created');

    // The copies: status duplicated, newest first.
    await page.goto(`${ownList}?status=duplicated&sortOrder=desc`);
    const { totalCount } = await ownDisplays(request, headers, { status: 'duplicated' });
    for (const copy of copies) await expect(rowOf(page, copy.id)).toContainText('Menütafel Café Hackescher Markt');
    for (const copy of copies) await rowOf(page, copy.id).locator('.ant-checkbox-input').check();
    await expect(page.getByText(`2 of ${totalCount} display(s) selected`)).toBeVisible();
    await page.getByRole('button', { name: 'delete Shut down', exact: true }).click();
    await expect(dialog(page)).toContainText('Shut down 2 displays');
    await expect(dialog(page)).toContainText('This cannot be undone');
    await dialog(page).getByRole('button', { name: 'Shut down', exact: true }).click();
    await expect(toast(page)).toContainText('The selected display(s) were shut down');
    for (const copy of copies) await expect(rowOf(page, copy.id)).toHaveCount(0);
    copies = [];
  } finally {
    if (copies.length) await patch(request, headers, '/displays/shutdown', { displayIds: copies.map((c) => c.id) });
  }
  const left = await ownDisplays(request, headers);
  expect(left.displays.filter((d) => d.title === source.title)).toHaveLength(1);
});

test('player token: edit the e-mail, repeat must match, the mail is sent', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const item = await demoDisplay(request, headers, 'Kantine');
  const email = uniqueEmail('token');
  await loginWithStorage(page, request, demo.owner);
  await page.goto(`${ownList}?perPage=50`);
  const info = await expand(page, item);
  await info.getByRole('button', { name: /Player \/ Token$/ }).click();
  const modal = dialog(page);
  const address = modal.getByLabel('E-mail', { exact: true });
  await expect(address).toHaveAttribute('readonly', '');
  await expect(address).not.toHaveValue('');
  // The link is disabled until the display's fresh data says the token can be managed (a lock from an earlier
  // journey may still be in the cached row); clicking earlier does nothing, as it should.
  const editLink = modal.getByText('Edit e-mail');
  await expect(editLink).not.toHaveAttribute('aria-disabled', 'true');
  await expect(async () => {
    await editLink.click({ timeout: 2000 });
    await expect(address).not.toHaveAttribute('readonly', '', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await address.fill(email);
  await modal.getByLabel('Repeat e-mail').fill(`other-${email}`);
  await modal.getByRole('button', { name: 'Send token' }).click();
  await expect(modal).toContainText("Email addresses aren't the same");
  await modal.getByLabel('Repeat e-mail').fill(email);
  await modal.getByRole('button', { name: 'Send token' }).click();
  await expect(toast(page)).toContainText(`The player token has been sent to ${email}`);
  await expect(modal).toHaveCount(0);
  const mail = decodeQuotedPrintable(await mailTo(email));
  expect(mail).toContain(`display ${item.onlineId} “Kantine”`);
});

test('details page: every block, Print layout and Exit', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const item = await demoDisplay(request, headers, 'Schaufenster Mitte');
  await loginWithStorage(page, request, demo.owner);
  await page.goto(`${ownList}/${item.id}`);
  await expect(page.getByRole('heading', { name: 'Display details' })).toBeVisible();
  await expect(page.getByText(`Display ${item.onlineId} · Schaufenster Mitte`)).toBeVisible();
  for (const block of [
    'Display information',
    'Status',
    'Specifications',
    'Position',
    'Location',
    'Valuation',
    'Peak times (week)',
  ]) {
    await expect(
      page.locator('.ant-card-head-title').filter({ hasText: new RegExp(`^${block.replace(/[()]/g, '\\$&')}$`) }),
    ).toBeVisible();
  }
  await expect(page.getByText('Display activity calendar')).toBeVisible();
  await expect(page.getByText('Friedrichstraße 123')).toBeVisible();
  const print = page.getByRole('button', { name: /Print$/ });
  const exit = page.getByRole('button', { name: /Exit$/ });
  await expect(print).toBeEnabled();
  await expect(page.locator('.ant-layout-header')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(exit).toBeHidden();
  await expect(page.locator('.ant-layout-header')).toBeHidden();
  await expect(page.getByText('Display information')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(print).toBeVisible();
  await exit.click();
  await expect(page).toHaveURL(new RegExp(`${ownList}$`));

  // A broken id says the display is not there (not "could not be loaded").
  await page.goto(`${ownList}/not-a-display`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This display does not exist or you may not see it.' }),
  ).toBeVisible();
});

test('partner overview: displays the demo company shares, no management actions', async ({ page, request }) => {
  await loginWithStorage(page, request, demo.partnerOwner);
  await page.goto(partnerList);
  await expect(page.getByRole('heading', { name: 'Partner displays' })).toBeVisible();
  const rows = page.locator('tr.ant-table-row');
  // Shared with the partner: 'share' or restricted to it, completed, active and public.
  for (const title of ['Schaufenster Mitte', 'Lobby Screen', 'Wegeleitsystem Foyer']) {
    await expect(rows.filter({ has: page.getByText(title, { exact: true }) })).toHaveCount(1);
  }
  for (const title of ['Kantine', 'Empfang Eingang Nord', 'Videowand Alexanderplatz', 'Besprechungsraum 2. OG']) {
    await expect(rows.filter({ has: page.getByText(title, { exact: true }) })).toHaveCount(0);
  }
  // Its own displays are not partner displays.
  await expect(rows.filter({ hasText: 'Schaufenster Marienplatz' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Plakat Demo GmbH');
  await expect(page.locator('.ant-checkbox-input')).toHaveCount(0);
  for (const name of [/Shut down$/, /Lock$/, /Unlock$/, /Create display$/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);

  const row = rows.filter({ has: page.getByText('Schaufenster Mitte', { exact: true }) });
  await row.getByRole('button', { name: /Show information about display/ }).click();
  const info = expandedOf(row);
  await expect(info).toContainText('Plakat Demo GmbH');
  await expect(info.getByText(/\d out of 5/).first()).toBeVisible();
  await expect(info.getByText('Manage display')).toHaveCount(0);
  await expect(info.getByRole('button', { name: /Edit/ })).toHaveCount(0);

  // The company filter offers the companies that share displays with this one, and filters by them.
  await page.getByRole('combobox', { name: 'Company' }).click({ force: true });
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(option).toHaveText(['Plakat Demo GmbH']);
  await option.first().click();
  await page.getByRole('button', { name: /^search Search$/ }).click();
  await expect(page).toHaveURL(/companyId=[0-9a-f-]{36}/);
  await expect(rows.first()).toContainText('Plakat Demo GmbH');

  // The partner cannot open the demo company's display management calls.
  const headers = await ownerHeaders(request);
  const own = await demoDisplay(request, headers, 'Kantine');
  const partner = await apiLogin(request, demo.partnerOwner);
  const res = await request.patch(`${base}/api/displays/changeLockStatus`, {
    headers: { authorization: `Bearer ${partner.userToken}` },
    data: { displayIds: [own.id], action: 'lock' },
  });
  expect(res.status()).toBe(404);
});

test('German: list and expanded row', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const item = await demoDisplay(request, headers, 'Schaufenster Mitte');
  const { totalCount } = await ownDisplays(request, headers);
  await loginWithStorage(page, request, demo.owner, { lang: 'de' });
  await page.goto(ownList);
  await expect(page.getByRole('heading', { name: 'Eigene Displays' })).toBeVisible();
  await expect(page.getByText(`0 von ${totalCount} Display(s) ausgewählt`)).toBeVisible();
  await expect(page.locator('th').filter({ hasText: 'Titel / Beschreibung' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'delete Stilllegen', exact: true })).toBeDisabled();
  const row = rowOf(page, item.id);
  await expect(statusIcon(row, 'Öffentlich')).toBeVisible();
  await row.getByRole('button', { name: `Informationen zu Display ${item.onlineId} anzeigen` }).click();
  const info = expandedOf(row);
  await expect(info.getByText('5 von 5').first()).toBeVisible();
  await expect(info.getByRole('tab', { name: 'Standort' })).toBeVisible();
  await expect(info.getByRole('tab', { name: 'Programm' })).toBeVisible();
  await expect(info.getByText('Display verwalten')).toBeVisible();
  await expect(info.getByRole('button', { name: 'Bearbeiten: Zugänglichkeit' })).toBeVisible();
  await page.goto(`${ownList}?perPage=7&status=kaputt`);
  await expect(page.locator('.ant-pagination-options').first()).toContainText('10 / Seite');
});
