import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, pathOf, toast, uniqueEmail } from './support/app.ts';
import { tr } from './support/axe.ts';
import { fill } from './support/displays.ts';
import { decodeQuotedPrintable } from './support/mail.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Own and partner display overviews (displays spec 02 §2, §4, §7): search state in the address, sorting and paging, the
 * expanded Info row, state changes with their warnings (accessibility, lock, bulk lock/unlock, duplicate, bulk
 * shutdown, player token mail), the details page with its print layout, and the partner overview, in German (English
 * too with E2E_LANGUAGES=both).
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

/** Opens the Info row of `item`; `infoFor` names its Info button ('Show information about display 7'). */
async function expand(page: Page, item: Item, infoFor: (item: Item) => string) {
  const row = rowOf(page, item.id);
  await row.getByRole('button', { name: infoFor(item) }).click();
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

/** The page size changer's option ('20 / page'): antd's own locale texts (antd/locale/en_US, de_DE). */
const pageSize = { en: (n: number) => `${n} / page`, de: (n: number) => `${n} / Seite` } as const;
/** The demo company's name (apps/server/src/db/seed/demo.ts), which the token mail names. */
const demoCompany = 'Plakat Demo GmbH';
const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of flowLanguages('de')) {
  const d = (key: string, values: Record<string, string | number> = {}) => fill(tr(lang, 'displays', key), values);
  const api = (key: string, values: Record<string, string | number> = {}) => fill(tr(lang, 'apiDisplays', key), values);
  const infoFor = (item: Item) => d('table.infoFor', { id: item.onlineId });
  /** The accessible name of a state line's Edit action in the Info row ('Edit: Accessibility'). */
  const edit = (field: 'accessibility' | 'lock') => `${d('actions.edit')}: ${d(`fields.${field}`)}`;
  const selectedOf = (selected: number, total: number) => d('table.selected', { selected, total });
  const perPage = pageSize[lang];

  test(`own list: demo displays, search, sorting and paging live in the address (${lang})`, async ({
    page,
    request,
  }) => {
    const headers = await ownerHeaders(request);
    const all = await ownDisplays(request, headers);
    await loginWithStorage(page, request, demo.owner, { lang });

    await page.goto(ownList);
    await expect(page.getByRole('heading', { name: d('own.heading') })).toBeVisible();
    await expect(page.getByText(selectedOf(0, all.totalCount))).toBeVisible();
    // Nothing selected: the bulk actions wait for a selection.
    await expect(page.getByRole('button', { name: d('actions.shutdown'), exact: true })).toBeDisabled();
    const rows = page.locator('tr.ant-table-row');
    await expect(rows).toHaveCount(Math.min(10, all.totalCount));
    // Sorted by Id ascending: the demo company's first displays.
    await expect(rows.first()).toContainText('Schaufenster Mitte');
    await expect(rows.nth(1)).toContainText('Lobby Screen');
    await expect(page.getByText(d('table.total_other', { count: all.totalCount })).first()).toBeVisible();

    // A copied address opens the same view: keyword, page and page size.
    await page.goto(`${ownList}?keyword=Schaufenster&perPage=20`);
    await expect(page.getByPlaceholder(d('placeholders.keyword'))).toHaveValue('Schaufenster');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Schaufenster Mitte (Kopie)' })).toHaveCount(1);
    await expect(page.locator('.ant-pagination-options').first()).toContainText(perPage(20));

    await page.goto(`${ownList}?page=2&perPage=10`);
    await expect(page.locator('.ant-pagination-item-active').first()).toHaveText('2');
    await expect(rows.first().locator('td').nth(2)).toHaveText('11');
    await expect(rows.first()).toContainText('Neues Display Prenzlauer Berg');

    // A filter from the address: only private displays.
    await page.goto(`${ownList}?accessibility=private&perPage=50`);
    const privates = all.displays.filter((item) => item.accessibility === 'private');
    await expect(rows).toHaveCount(privates.length);
    for (const title of ['Kantine', 'Besprechungsraum 2. OG', 'Tablet Empfang Kreuzberg'])
      await expect(rows.filter({ hasText: title }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Schaufenster Mitte' })).toHaveCount(0);

    // Invalid values are dropped: default page size, no status filter.
    await page.goto(`${ownList}?perPage=7&status=bogus&sort=title;drop&page=abc`);
    await expect(rows).toHaveCount(Math.min(10, all.totalCount));
    await expect(page.locator('.ant-pagination-options').first()).toContainText(perPage(10));
    await expect(page.getByText(selectedOf(0, all.totalCount))).toBeVisible();

    // Sorting writes to the address (and leaves the invalid values out).
    const titleHeader = page
      .locator('th.ant-table-column-has-sorters')
      .filter({ hasText: d('table.titleDescription') });
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
    const sizeOption = (n: number) =>
      page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .filter({ hasText: perPage(n) });
    await page.locator('.ant-pagination-options .ant-select').first().click();
    await sizeOption(20).click();
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
      await sizeOption(10).click();
      await expect.poll(() => search(page).get('perPage')).toBeNull();
      await page.locator('.ant-pagination').first().getByTitle('2', { exact: true }).click();
      await expect.poll(() => search(page).get('page')).toBe('2');
    }
    expect(pathOf(page)).toContain('sortOrder=desc');
  });

  test(`expanded row: information panel with ratings and media tabs (${lang})`, async ({ page, request }) => {
    const headers = await ownerHeaders(request);
    const item = await demoDisplay(request, headers, 'Schaufenster Mitte');
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto(ownList);
    await expect(statusIcon(rowOf(page, item.id), d('accessibility.public'))).toBeVisible();
    // Pointing at the Info toggle already loads the row's details, before the click.
    const loaded = page.waitForResponse((r) => r.url().includes(`/api/displays/getExpandedInfo/${item.id}`));
    await rowOf(page, item.id)
      .getByRole('button', { name: infoFor(item) })
      .hover();
    expect((await loaded).status()).toBe(200);
    const info = await expand(page, item, infoFor);
    await expect(info.getByText(d('info.outOf', { value: 5 })).first()).toBeVisible();
    await expect(info.getByText(new RegExp(d('info.outOf', { value: '\\d' })))).toHaveCount(4);
    await expect(info.getByRole('tab', { name: d('info.tabs.location') })).toBeVisible();
    await expect(info.getByRole('tab', { name: d('info.tabs.program') })).toBeVisible();
    await expect(info.getByRole('tabpanel').getByAltText(d('info.mediaAlt')).first()).toBeVisible();
    await info.getByRole('tab', { name: d('info.tabs.program') }).click();
    await expect(info.getByRole('tabpanel').getByAltText(d('info.mediaAlt')).first()).toBeVisible();
    await expect(info.getByRole('heading', { name: d('manage.heading'), exact: true })).toBeVisible();
    await expect(info.getByRole('button', { name: edit('accessibility') })).toBeVisible();
    await expect(info.getByRole('link', { name: d('info.moreDetails') })).toHaveAttribute(
      'href',
      `${ownList}/${item.id}`,
    );

    // A draft has no management panel: only Finish setup and Shut down.
    const draft = await demoDisplay(request, headers, 'Neues Display Prenzlauer Berg');
    await page.goto(`${ownList}?page=2`);
    const draftInfo = await expand(page, draft, infoFor);
    await expect(draftInfo.getByText(d('manage.unfinished'))).toBeVisible();
    await expect(draftInfo.getByRole('button', { name: d('actions.finishSetup'), exact: true })).toBeVisible();
    await expect(draftInfo.getByRole('button', { name: edit('accessibility') })).toHaveCount(0);
  });

  test(`accessibility public → private with its warnings, and back (${lang})`, async ({ page, request }) => {
    const headers = await ownerHeaders(request);
    const item = await demoDisplay(request, headers, 'Empfang Eingang Nord');
    expect([item.accessibility, item.location]).toEqual(['public', 'external']);
    await loginWithStorage(page, request, demo.owner, { lang });
    try {
      await page.goto(`${ownList}?perPage=50`);
      const row = rowOf(page, item.id);
      await expect(statusIcon(row, d('accessibility.public'))).toBeVisible();
      const info = await expand(page, item, infoFor);
      await info.getByRole('button', { name: edit('accessibility') }).click();
      const modal = dialog(page);
      await expect(modal).toContainText(d('modals.accessibility.title'));
      await modal.getByText(d('accessibility.private'), { exact: true }).click();
      await expect(modal).toContainText(d('modals.accessibility.toPrivateIntro'));
      await expect(modal).toContainText(d('modals.accessibility.toPrivateLocation'));
      await modal.getByRole('button', { name: d('actions.save') }).click();
      await expect(toast(page)).toContainText(api('infoAccessChanged'));
      await expect(modal).toBeHidden();
      await expect(statusIcon(row, d('accessibility.private'))).toBeVisible();
      // The cascade: private forces internal.
      await expect(statusIcon(row, d('location.internal'))).toBeVisible();

      // Private → public shows the info text.
      await info.getByRole('button', { name: edit('accessibility') }).click();
      await dialog(page).getByText(d('accessibility.public'), { exact: true }).click();
      await expect(dialog(page)).toContainText(d('modals.accessibility.toPublicInfo'));
      await dialog(page)
        .getByRole('button', { name: d('actions.save') })
        .click();
      await expect(statusIcon(row, d('accessibility.public'))).toBeVisible();
    } finally {
      await patch(request, headers, `/displays/changeInfoAccess/${item.id}`, { infoAccess: 'public' });
      await patch(request, headers, `/displays/changeLocation/${item.id}`, { location: 'external' });
    }
    const after = await demoDisplay(request, headers, 'Empfang Eingang Nord');
    expect([after.accessibility, after.location, after.shareOptions]).toEqual(['public', 'external', 'notShare']);
  });

  test(`lock one display and unlock it; bulk lock and unlock two (${lang})`, async ({ page, request }) => {
    const headers = await ownerHeaders(request);
    const kantine = await demoDisplay(request, headers, 'Kantine');
    const a = await demoDisplay(request, headers, 'Schaufenster Mitte');
    const b = await demoDisplay(request, headers, 'Lobby Screen');
    expect([kantine.isLocked, a.isLocked, b.isLocked]).toEqual([false, false, false]);
    const { totalCount } = await ownDisplays(request, headers);
    const locked = d('lock.locked');
    const unlocked = d('lock.unlocked');
    await loginWithStorage(page, request, demo.owner, { lang });
    try {
      await page.goto(`${ownList}?perPage=50`);
      const row = rowOf(page, kantine.id);
      const info = await expand(page, kantine, infoFor);
      await info.getByRole('button', { name: edit('lock') }).click();
      await expect(dialog(page)).toContainText(d('modals.lock.text_one'));
      await dialog(page)
        .getByRole('button', { name: d('actions.lock'), exact: true })
        .click();
      await expect(toast(page)).toContainText(api('lockChanged'));
      await expect(statusIcon(row, locked)).toBeVisible();
      // Locked: the state changes are disabled.
      await expect(info.getByRole('button', { name: edit('accessibility') })).toBeDisabled();
      await row.getByRole('button', { name: d('actions.unlock'), exact: true }).click();
      await expect(dialog(page)).toContainText(d('modals.unlock.text_one'));
      await dialog(page)
        .getByRole('button', { name: d('actions.unlock'), exact: true })
        .click();
      await expect(statusIcon(row, unlocked)).toBeVisible();

      // Bulk: select two rows.
      await row.getByRole('button', { name: infoFor(kantine) }).click();
      for (const item of [a, b]) await rowOf(page, item.id).locator('.ant-checkbox-input').check();
      await expect(page.getByText(selectedOf(2, totalCount))).toBeVisible();
      await page
        .getByRole('button', { name: d('actions.lock'), exact: true })
        .first()
        .click();
      await expect(dialog(page)).toContainText(d('modals.lock.title_other', { count: 2 }));
      await dialog(page)
        .getByRole('button', { name: d('actions.lock'), exact: true })
        .click();
      await expect(dialog(page)).toHaveCount(0);
      for (const item of [a, b]) await expect(statusIcon(rowOf(page, item.id), locked)).toBeVisible();
      await expect(page.getByText(selectedOf(0, totalCount))).toBeVisible();

      for (const item of [a, b]) await rowOf(page, item.id).locator('.ant-checkbox-input').check();
      await expect(page.getByText(selectedOf(2, totalCount))).toBeVisible();
      await page
        .getByRole('button', { name: d('actions.unlock'), exact: true })
        .first()
        .click();
      await expect(dialog(page)).toContainText(d('modals.unlock.text_other', { count: 2 }));
      await dialog(page)
        .getByRole('button', { name: d('actions.unlock'), exact: true })
        .click();
      for (const item of [a, b]) await expect(statusIcon(rowOf(page, item.id), unlocked)).toBeVisible();
    } finally {
      await patch(request, headers, '/displays/changeLockStatus', {
        displayIds: [kantine.id, a.id, b.id],
        action: 'unlock',
      });
    }
  });

  test(`duplicate twice, then shut down both copies (${lang})`, async ({ page, request }) => {
    const headers = await ownerHeaders(request);
    const source = await demoDisplay(request, headers, 'Menütafel Café Hackescher Markt');
    await loginWithStorage(page, request, demo.owner, { lang });
    let copies: { id: string; onlineId: number }[] = [];
    try {
      await page.goto(`${ownList}?perPage=50`);
      const info = await expand(page, source, infoFor);
      await info.getByRole('button', { name: d('actions.duplicate'), exact: true }).click();
      const modal = dialog(page);
      await expect(modal).toContainText(d('modals.duplicate.text', { id: source.onlineId }));
      const count = modal.getByRole('spinbutton', { name: d('modals.duplicate.count') });
      await expect(count).toHaveValue('1');
      await count.fill('6');
      await modal.getByRole('button', { name: d('actions.duplicate'), exact: true }).click();
      await expect(modal).toContainText(d('modals.duplicate.invalid'));
      await count.fill('2');
      const answer = page.waitForResponse(
        (r) => r.url().includes('/api/displays/duplicate/') && r.request().method() === 'POST',
      );
      await modal.getByRole('button', { name: d('actions.duplicate'), exact: true }).click();
      const res = await answer;
      expect(res.status()).toBe(200);
      copies = ((await res.json()) as { displays: { id: string; onlineId: number }[] }).displays;
      expect(copies).toHaveLength(2);
      await expect(toast(page)).toContainText(api('duplicated'));

      // The copies: status duplicated, newest first.
      await page.goto(`${ownList}?status=duplicated&sortOrder=desc`);
      const { totalCount } = await ownDisplays(request, headers, { status: 'duplicated' });
      for (const copy of copies) await expect(rowOf(page, copy.id)).toContainText('Menütafel Café Hackescher Markt');
      for (const copy of copies) await rowOf(page, copy.id).locator('.ant-checkbox-input').check();
      await expect(page.getByText(selectedOf(2, totalCount))).toBeVisible();
      await page.getByRole('button', { name: d('actions.shutdown'), exact: true }).click();
      await expect(dialog(page)).toContainText(d('modals.shutdown.title_other', { count: 2 }));
      await expect(dialog(page)).toContainText(d('modals.shutdown.warning'));
      await dialog(page)
        .getByRole('button', { name: d('actions.shutdown'), exact: true })
        .click();
      await expect(toast(page)).toContainText(api('shutdownDone'));
      for (const copy of copies) await expect(rowOf(page, copy.id)).toHaveCount(0);
      copies = [];
    } finally {
      if (copies.length) await patch(request, headers, '/displays/shutdown', { displayIds: copies.map((c) => c.id) });
    }
    const left = await ownDisplays(request, headers);
    expect(left.displays.filter((item) => item.title === source.title)).toHaveLength(1);
  });

  test(`player token: edit the e-mail, repeat must match, the mail is sent (${lang})`, async ({ page, request }) => {
    const headers = await ownerHeaders(request);
    const item = await demoDisplay(request, headers, 'Kantine');
    const email = uniqueEmail(`token-${lang}`);
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto(`${ownList}?perPage=50`);
    const info = await expand(page, item, infoFor);
    await info.getByRole('button', { name: d('actions.playerToken'), exact: true }).click();
    const modal = dialog(page);
    const address = modal.getByLabel(d('modals.token.email'), { exact: true });
    const repeat = modal.getByLabel(d('modals.token.repeatEmail'));
    const send = modal.getByRole('button', { name: d('modals.token.send') });
    await expect(address).toHaveAttribute('readonly', '');
    await expect(address).not.toHaveValue('');
    // The link is disabled until the display's fresh data says the token can be managed (a lock from an earlier
    // journey may still be in the cached row); clicking earlier does nothing, as it should.
    const editLink = modal.getByText(d('modals.token.editEmail'));
    await expect(editLink).not.toHaveAttribute('aria-disabled', 'true');
    await expect(async () => {
      await editLink.click({ timeout: 2000 });
      await expect(address).not.toHaveAttribute('readonly', '', { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await address.fill(email);
    await repeat.fill(`other-${email}`);
    await send.click();
    await expect(modal).toContainText(d('modals.token.mismatch'));
    await repeat.fill(email);
    await send.click();
    await expect(toast(page)).toContainText(api('tokenSent', { email }));
    await expect(modal).toHaveCount(0);
    // The mail is in the language of the page that asked for it.
    const mail = decodeQuotedPrintable(await mailTo(email));
    const sentence = api('tokenMail.text', {
      onlineId: item.onlineId,
      title: 'Kantine',
      company: demoCompany,
      token: '',
      link: '',
    }).split('\n\n')[1];
    expect(mail).toContain(sentence);
  });

  test(`details page: every block, Print layout and Exit (${lang})`, async ({ page, request }) => {
    const headers = await ownerHeaders(request);
    const item = await demoDisplay(request, headers, 'Schaufenster Mitte');
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto(`${ownList}/${item.id}`);
    await expect(page.getByRole('heading', { name: d('details.heading') })).toBeVisible();
    await expect(
      page.getByText(d('details.subheading', { id: item.onlineId, title: 'Schaufenster Mitte' })),
    ).toBeVisible();
    for (const block of ['information', 'status', 'specifications', 'position', 'location', 'valuation', 'peakTimes']) {
      await expect(
        page.locator('.ant-card-head-title').filter({ hasText: new RegExp(`^${regexEscape(d(`details.${block}`))}$`) }),
      ).toBeVisible();
    }
    await expect(page.getByText(d('details.calendar'))).toBeVisible();
    await expect(page.getByText('Friedrichstraße 123')).toBeVisible();
    const print = page.getByRole('button', { name: d('actions.print'), exact: true });
    const exit = page.getByRole('button', { name: d('actions.exit'), exact: true });
    await expect(print).toBeEnabled();
    await expect(page.locator('.ant-layout-header')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(exit).toBeHidden();
    await expect(page.locator('.ant-layout-header')).toBeHidden();
    await expect(page.getByText(d('details.information'), { exact: true })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();
    await exit.click();
    await expect(page).toHaveURL(new RegExp(`${ownList}$`));

    // A broken id says the display is not there (not "could not be loaded").
    await page.goto(`${ownList}/not-a-display`);
    await expect(page.getByRole('alert').filter({ hasText: d('errors.notFound') })).toBeVisible();
  });

  test(`partner overview: displays the demo company shares, no management actions (${lang})`, async ({
    page,
    request,
  }) => {
    await loginWithStorage(page, request, demo.partnerOwner, { lang });
    await page.goto(partnerList);
    await expect(page.getByRole('heading', { name: d('partner.heading') })).toBeVisible();
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
    await expect(rows.first()).toContainText(demoCompany);
    await expect(page.locator('.ant-table .ant-checkbox-input')).toHaveCount(0);
    for (const action of ['shutdown', 'lock', 'unlock', 'createDisplay'])
      await expect(
        page.getByRole('button', { name: new RegExp(`${regexEscape(d(`actions.${action}`))}$`) }),
      ).toHaveCount(0);

    const row = rows.filter({ has: page.getByText('Schaufenster Mitte', { exact: true }) });
    await row.getByRole('button', { name: new RegExp(d('table.infoFor', { id: '\\d+' })) }).click();
    const info = expandedOf(row);
    await expect(info).toContainText(demoCompany);
    await expect(info.getByText(new RegExp(d('info.outOf', { value: '\\d' }))).first()).toBeVisible();
    await expect(info.getByText(d('manage.heading'))).toHaveCount(0);
    await expect(info.getByRole('button', { name: new RegExp(d('actions.edit')) })).toHaveCount(0);

    // Favourites: the star marks a display; the favourites-only filter (in the address) shows the marked ones, and
    // unmarking takes it out again (the journey leaves the demo data as it found it).
    const mark = new RegExp(d('partner.favoriteAdd', { id: '\\d+' }));
    const unmark = new RegExp(d('partner.favoriteRemove', { id: '\\d+' }));
    await row.getByRole('button', { name: mark }).click();
    await expect(row.getByRole('button', { name: unmark })).toHaveAttribute('aria-pressed', 'true');
    const favoritesOnly = page.getByRole('checkbox', { name: d('partner.favoritesOnly') });
    await favoritesOnly.click();
    await expect(page).toHaveURL(/favorite=true/);
    await expect(favoritesOnly).toBeChecked();
    await expect(row).toHaveCount(1);
    await expect(rows.filter({ has: page.getByRole('button', { name: mark }) })).toHaveCount(0);
    await row.getByRole('button', { name: unmark }).click();
    await expect(row).toHaveCount(0);
    await favoritesOnly.click();
    await expect(page).not.toHaveURL(/favorite=/);
    await expect(favoritesOnly).not.toBeChecked();

    // The company filter offers the companies that share displays with this one, and filters by them.
    await page.getByRole('combobox', { name: d('fields.company') }).click({ force: true });
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect(option).toHaveText([demoCompany]);
    await option.first().click();
    await page.getByRole('button', { name: d('actions.search'), exact: true }).click();
    await expect(page).toHaveURL(/companyId=[0-9a-f-]{36}/);
    await expect(rows.first()).toContainText(demoCompany);

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
}
