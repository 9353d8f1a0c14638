import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import {
  apiLogin,
  demo,
  keys,
  loginWithStorage,
  seedStorage,
  submitButton,
  toast,
  uniqueEmail,
} from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { type Created, bearer, createCompletedDisplay, fill } from './support/displays.ts';
import { linkFromMail } from './support/mail.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Partner management (issue 23), in German (English too with E2E_LANGUAGES=both): the demo owner invites a company that
 * is not on Plakat yet by mail; its administrator registers from the mail, confirms the address, logs in, registers the
 * company and accepts on the confirmation page. The demo owner shares a restricted display with the new partner, whose
 * open page hears of it live; the partner marks the notice read. Blocking and unblocking change the partner's display
 * overview; deleting the partner ends it all.
 */

const base = e2e.baseURL;
const PASSWORD = 'Plakat-e2e-2024';
const demoCompany = 'Plakat Demo GmbH';
const partnersPage = '/dashboard/partners-management';
const partnerOverview = '/dashboard/display-management/partner-list';
const ownList = '/dashboard/display-management/own-list';

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

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const rowOf = (page: Page, id: string) => page.locator(`tr.ant-table-row[data-row-key="${id}"]`);
const expandedOf = (row: Locator) =>
  row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');

function textsOf(lang: 'en' | 'de') {
  const t =
    (ns: string) =>
    (key: string, values: Record<string, string | number> = {}) =>
      fill(tr(lang, ns, key), values);
  return {
    p: t('partners'),
    api: t('apiPartners'),
    auth: t('auth'),
    d: t('displays'),
    n: t('notificationCenter'),
  };
}

async function newPage(browser: Browser, lang: 'en' | 'de') {
  const context = await browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'en-US', reducedMotion: 'reduce' });
  return context.newPage();
}

/** The new company's administrator: the mail's link → login (invitation kept) → register → verify → log in. */
async function registerFromMail(page: Page, lang: 'en' | 'de', email: string) {
  const { auth } = textsOf(lang);
  const link = await linkFromMail(e2e.mailDir, email, '/dashboard/partnersInvitationConfirmation?');
  await seedStorage(page, { [keys.language]: lang });
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?.*navigate=partnerInvitation/);
  await page.getByRole('link', { name: auth('login.register') }).click();
  await expect(page).toHaveURL(/\/register\?.*invitationId=/);
  await expect(page.getByRole('heading', { name: auth('register.title') })).toBeVisible();
  await page.getByLabel(auth('fields.email')).fill(email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(auth('fields.repeatPassword')).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await submitButton(page, auth('register.submit')).click();
  await expect(page.getByText(auth('register.successTitle'))).toBeVisible();

  await page.goto(await linkFromMail(e2e.mailDir, email, '/email/verification?token='));
  await expect(page.getByText(auth('verify.successTitle'))).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: auth('login.title') })).toBeVisible();
  await page.getByLabel(auth('fields.email')).fill(email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(PASSWORD);
  await submitButton(page, auth('login.submit')).click();
  // The first login remembers the invitation: the company registration comes first, the invitation kept.
  await expect(page).toHaveURL(/\/companyRegistration\?.*navigate=partnerInvitation/);
}

/** Registers the new company through the API (the company form has its own journey), as the page's user. */
async function registerCompany(page: Page, companyName: string) {
  const stored = await page.evaluate((k) => localStorage.getItem(k), keys.login);
  const token = (JSON.parse(stored as string) as { userToken: string }).userToken;
  const res = await page.request.post(`${base}/api/registration/company`, {
    headers: bearer(token),
    data: {
      companyName,
      industry: 'retail',
      businessModel: 'b2b',
      street: 'Hafenstraße',
      houseNumber: '7',
      postcode: '20457',
      town: 'Hamburg',
      federalState: 'DE-HH',
      country: 'DE',
      salutation: 'mr',
      firstName: 'Jonas',
      lastName: 'Partner',
      position: 'Geschäftsführer',
      phoneCountryCode: '+49',
      phone: '40 123456',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The unread count of the page's user, through the API with the page's own session. */
async function unreadOf(page: Page) {
  const stored = await page.evaluate((k) => localStorage.getItem(k), keys.login);
  const token = (JSON.parse(stored as string) as { userToken: string }).userToken;
  const res = await page.request.get(`${base}/api/notifications/unread-count`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { unreadCount: number }).unreadCount;
}

/** Opens the own list with the newest display first and shares `display` restricted to `partner` in its modal. */
async function shareRestricted(page: Page, lang: 'en' | 'de', display: Created, partner: string) {
  const { d } = textsOf(lang);
  await page.goto(`${ownList}?sort=onlineId&sortOrder=desc`);
  const row = rowOf(page, display.id);
  await expect(row).toContainText(display.title);
  await row.getByRole('button', { name: d('table.infoFor', { id: display.onlineId }) }).click();
  const info = expandedOf(row);
  await info.getByRole('button', { name: `${d('actions.edit')}: ${d('fields.shareOptions')}`, exact: true }).click();
  const modal = dialog(page);
  await modal.getByRole('radio', { name: d('share.restricted'), exact: true }).check();
  await modal.getByRole('checkbox', { name: partner }).check();
  await modal.getByRole('button', { name: d('actions.save') }).click();
  await expect(modal).toBeHidden();
}

/** The partner's own display overview: whether `title` is in it. */
async function expectPartnerOverview(page: Page, title: string, shown: boolean) {
  await page.goto(partnerOverview);
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toHaveCount(shown ? 1 : 0);
}

for (const lang of flowLanguages('de')) {
  const { p, api, n } = textsOf(lang);

  test(`partners: invite a new company by mail, accept, share, hear it live, block, unblock, delete (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail(`partner-${lang}`);
    const companyName = `E2E Partner ${lang} ${Date.now().toString(36)}`;

    // The demo owner invites the address of a company that is not on Plakat yet.
    const owner = await newPage(browser, lang);
    await loginWithStorage(owner, request, demo.owner, { lang });
    await owner.goto(partnersPage);
    await owner.getByTestId('open-invite-partner').click();
    const invite = dialog(owner);
    await invite.getByLabel(p('invite.email')).fill(email);
    await invite.getByLabel(p('invite.message')).fill('<b>Hello</b> from the demo company');
    await invite.getByRole('button', { name: p('invite.submit') }).click();
    await expect(toast(owner)).toContainText(api('invited'));
    await expect(owner).toHaveURL(/tab=invitations/);
    const sent = owner.getByTestId('partner-invitations').locator('tr', { hasText: email });
    await expect(sent).toContainText(p('invitations.notRegistered'));
    await expect(sent).toContainText('<b>Hello</b> from the demo company');
    await expectNoSeriousA11yViolations(owner, `partner invitations (${lang})`);

    // Its administrator registers from the mail and lands on the confirmation page after the company registration.
    const partner = await newPage(browser, lang);
    await registerFromMail(partner, lang, email);
    await registerCompany(partner, companyName);
    await partner.reload();
    await expect(partner).toHaveURL(/\/dashboard\/partnersInvitationConfirmation\?companyId=.+&invitationId=/);
    await expect(
      partner.getByRole('heading', { name: p('confirmation.title', { company: demoCompany }) }),
    ).toBeVisible();
    await expect(partner.getByTestId('invitation-message')).toHaveText('<b>Hello</b> from the demo company');
    await expectNoSeriousA11yViolations(partner, `partner invitation confirmation (${lang})`);
    await partner.getByTestId('accept-invitation').click();
    await expect(toast(partner)).toContainText(api('accepted'));
    await expect(partner.getByTestId('invitation-state')).toContainText(
      p('confirmation.state.accepted', { company: demoCompany }),
    );

    // The demo owner sees the new partner and shares a restricted display with it.
    await owner.goto(`${partnersPage}?idORNameOREmail=${encodeURIComponent(companyName)}`);
    await expect(owner.locator('tr.ant-table-row', { hasText: companyName })).toContainText(p('status.active'));
    const ownerLogin = await apiLogin(request, demo.owner);
    const display = await createCompletedDisplay(
      request,
      ownerLogin.userToken,
      `partner ${lang}`,
      { accessibility: 'public', location: 'internal', shareOptions: 'notShare' },
      (id) => createdIds.push(id),
    );

    // The partner's dashboard is open: the notice arrives without a reload.
    await partner.goto('/dashboard');
    const bell = partner.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    const badge = bell.locator('.plakat-bell-count');
    const before = await unreadOf(partner);
    await expect(badge).toHaveText(String(before));
    await shareRestricted(owner, lang, display, companyName);
    // Shared restricted with the partner: its open page hears of it through the live stream, without a reload.
    await expect(badge).toHaveText(String(before + 1), { timeout: 10_000 });
    await partner.goto('/dashboard/notification-canter');
    const notice = partner.locator('main tr.ant-table-row', { hasText: display.title });
    await expect(notice).toHaveCount(1);
    await notice.getByRole('checkbox').check();
    await partner.getByRole('button', { name: n('actions.markRead'), exact: true }).click();
    await expect(badge).toHaveText(String(before));
    await expectPartnerOverview(partner, display.title, true);

    // Blocking hides the display from the partner; unblocking shows it again.
    await owner.goto(`${partnersPage}?idORNameOREmail=${encodeURIComponent(companyName)}`);
    const row = owner.locator('tr.ant-table-row', { hasText: companyName });
    await row.getByRole('button', { name: p('actions.menuFor', { company: companyName }) }).click();
    await owner.getByRole('menuitem', { name: p('actions.block') }).click();
    await dialog(owner)
      .getByRole('button', { name: p('block.confirm') })
      .click();
    await expect(row).toContainText(p('status.blocked'));
    await expectPartnerOverview(partner, display.title, false);
    await row.getByRole('button', { name: p('actions.menuFor', { company: companyName }) }).click();
    await owner.getByRole('menuitem', { name: p('actions.unblock') }).click();
    await dialog(owner)
      .getByRole('button', { name: p('unblock.confirm') })
      .click();
    await expect(row).toContainText(p('status.active'));
    await expectPartnerOverview(partner, display.title, true);

    // The expanded row lists the shared display; deleting the partner says what ends, then ends it.
    await row.getByRole('button', { name: p('list.infoFor', { company: companyName }) }).click();
    await expect(owner.getByTestId('shared-byMe')).toContainText(display.title);
    await expectNoSeriousA11yViolations(owner, `partner list (${lang})`);
    await row.getByRole('button', { name: p('actions.menuFor', { company: companyName }) }).click();
    await owner.getByRole('menuitem', { name: p('actions.delete') }).click();
    // The restricted display and the demo displays shared with every partner.
    await expect(owner.getByTestId('partner-ending')).toContainText(p('delete.partnership'));
    await expect(owner.getByTestId('partner-ending')).toContainText(p('delete.adSpots_other', { count: 0 }));
    await dialog(owner)
      .getByRole('button', { name: p('delete.confirm') })
      .click();
    await expect(owner.locator('tr.ant-table-row', { hasText: companyName })).toHaveCount(0);
    await expectPartnerOverview(partner, display.title, false);
    await owner.context().close();
    await partner.context().close();
  });
}
