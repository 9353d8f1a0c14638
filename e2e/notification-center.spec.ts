import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import {
  apiLogin,
  demo,
  loginWithStorage,
  pickOption,
  registerOwnerWithCompany,
  screenshot,
  uniqueEmail,
} from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 23, the notification center in English (1280 px) and German (390 px): the demo notifications, the filter by
 * type and status in the address, a notification marked read and unread again with the bell's count following, a
 * notice that arrives live (another company invites the demo company) without a reload, and its deletion.
 */

const base = e2e.baseURL;
const center = '/dashboard/notification-canter';
const n = (lang: 'en' | 'de', key: string) => tr(lang, 'notificationCenter', key);
const rows = (page: Page) => page.locator('main tr.ant-table-row');
const badge = (page: Page) => page.getByTestId('notification-bell').locator('.plakat-bell-count');

async function unreadCount(request: APIRequestContext, token: string) {
  const res = await request.get(`${base}/api/notifications/unread-count`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { unreadCount: number }).unreadCount;
}

/** The bell shows `count` (its badge names the number in `title`). */
const expectBell = (page: Page, count: number) =>
  count === 0 ? expect(badge(page)).toHaveCount(0) : expect(badge(page)).toHaveAttribute('title', String(count));

/** Nothing wider than the window (a phone must not scroll sideways). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${label}: the document is wider than the window by (px)`).toBe(0);
}

for (const lang of flowLanguages('en')) {
  test(`lists, filters, marks and deletes notifications, live (${lang})`, async ({ page, browser }) => {
    const phone = lang === 'de';
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    const owner = await loginWithStorage(page, page.request, demo.owner, { lang });
    const unread = await unreadCount(page.request, owner.userToken);
    expect(unread).toBeGreaterThan(0);

    // The dashboard: the bell and the tile count the unread notifications.
    await page.goto('/dashboard');
    await expectBell(page, unread);
    await expect(page.getByTestId('unread-count-tag')).toContainText(String(unread));

    // The bell opens the latest ten.
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('bell-panel');
    await expect(panel.getByRole('button').first()).toBeVisible();
    await expect(panel.getByRole('link', { name: n(lang, 'bell.openCenter') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `bell (${lang})`);
    await expectNoSidewaysScroll(page, `bell open (${lang})`);
    await screenshot(page, `notification-bell${phone ? '-390' : ''}`, lang);
    await panel.getByRole('link', { name: n(lang, 'bell.openCenter') }).click();
    await expect(page).toHaveURL(new RegExp(`${center}$`));
    await expect(panel).toBeHidden();

    // The center: the demo notifications, newest first.
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText('Die neuen Motive für das Schaufenster', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `notification center (${lang})`);
    await expectNoSidewaysScroll(page, `notification center (${lang})`);
    await screenshot(page, `notification-center${phone ? '-390' : ''}`, lang);
    // The other width too, for the screenshots of both languages at both widths.
    await page.setViewportSize(phone ? { width: 1280, height: 720 } : { width: 390, height: 844 });
    await expect(rows(page).first()).toBeVisible();
    // Each width draws its own cells (the date column alone on the desktop, everything stacked on the phone).
    await expect(rows(page).first().locator('td')).toHaveCount(phone ? 7 : 3);
    if (phone) await expect(rows(page).first().locator('td').last().locator('.plakat-tag')).toHaveCount(0);
    await expectNoSidewaysScroll(page, `notification center, other width (${lang})`);
    await screenshot(page, `notification-center${phone ? '' : '-390'}`, lang);
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 720 });

    // Filter by type and status through the form: the address follows.
    const field = (key: string) => page.getByRole('combobox', { name: n(lang, `filter.${key}`) });
    const partnerMessage = n(lang, 'types.partnerMessage');
    await pickOption(page, field('type'), partnerMessage, partnerMessage);
    await pickOption(page, field('status'), n(lang, 'status.unread'));
    await page.getByRole('button', { name: n(lang, 'filter.search'), exact: true }).click();
    await expect(page).toHaveURL(/type=partnerMessage/);
    await expect(page).toHaveURL(/status=unread/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Kampagne im Mai');

    // Marked read: it leaves the unread list and the bell counts one less.
    await rows(page).first().getByRole('checkbox').check();
    await page.getByRole('button', { name: n(lang, 'actions.markRead'), exact: true }).click();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText(n(lang, 'list.empty'))).toBeVisible();
    await expectBell(page, unread - 1);

    // And unread again (the demo data as it was).
    await pickOption(page, field('status'), n(lang, 'status.read'));
    await page.getByRole('button', { name: n(lang, 'filter.search'), exact: true }).click();
    await expect(page).toHaveURL(/status=read/);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('checkbox').check();
    await page.getByRole('button', { name: n(lang, 'actions.markUnread'), exact: true }).click();
    await expect(rows(page)).toHaveCount(0);
    await expectBell(page, unread);

    await page.getByRole('button', { name: n(lang, 'filter.reset'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${center}$`));
    await expect(rows(page).first()).toBeVisible();

    // Live: another company invites the demo company; the notice shows without a reload.
    const other = await browser.newContext();
    const company = `Notice Test ${lang} ${Date.now().toString(36)}`;
    const email = await registerOwnerWithCompany(
      other.request,
      uniqueEmail(`notice-${lang}`),
      'Secret-123',
      lang,
      company,
    );
    const inviter = await apiLogin(other.request, email, { password: 'Secret-123' });
    const invite = await other.request.post(`${base}/api/partners/invitations`, {
      headers: { authorization: `Bearer ${inviter.userToken}` },
      data: { email: demo.owner },
    });
    expect(invite.status(), await invite.text()).toBe(201);
    const arrived = rows(page).filter({ hasText: company });
    await expect(arrived).toHaveCount(1);
    await expect(arrived).toContainText(n(lang, 'types.partnerInvited'));
    await expectBell(page, unread + 1);

    // Deleted after a confirmation: gone from the list, the bell back to where it was.
    await arrived.getByRole('checkbox').check();
    await page.getByRole('button', { name: n(lang, 'actions.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(n(lang, 'actions.confirmDeleteHint'));
    await dialog.getByRole('button', { name: n(lang, 'actions.confirm'), exact: true }).click();
    await expect(arrived).toHaveCount(0);
    await expectBell(page, unread);
    await expectNoSidewaysScroll(page, `notification center after the changes (${lang})`);

    // The invitation withdrawn again (its notice deleted for the owner too), so other journeys find the demo as it was.
    const { id } = (await invite.json()) as { id: string };
    const withdraw = await other.request.delete(`${base}/api/partners/invitations/${id}`, {
      headers: { authorization: `Bearer ${inviter.userToken}` },
    });
    expect(withdraw.status(), await withdraw.text()).toBe(200);
    const withdrawn = rows(page).filter({ hasText: company });
    await expect(withdrawn).toHaveCount(1);
    await withdrawn.getByRole('checkbox').check();
    await page.getByRole('button', { name: n(lang, 'actions.delete'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: n(lang, 'actions.confirm'), exact: true })
      .click();
    await expect(withdrawn).toHaveCount(0);
    await expectBell(page, unread);
    await other.close();
  });
}
