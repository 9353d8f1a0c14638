import { type Page, expect, test } from '@playwright/test';
import { pngImage } from '../apps/server/src/media/test-media.ts';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, screenshot } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { bearer, shutDown } from './support/displays.ts';
import { runTag, uploadPoolFile } from './support/media.ts';
import { playableDisplay, putProgram } from './support/player.ts';

/**
 * A screen's status (issue 25), in English and German at once (one wait for both): a player in a second browser
 * context, paired by its code, shows "Online" in the own overview and what it plays in the expanded row; on the
 * details page a screenshot arrives on request and the plays table names the item. Then the screen goes silent
 * (its context closes): after three missed heartbeats (the journeys' server: every 5 s, so 15 s) the overview shows it
 * "Offline" and the notification arrives,
 * in both languages. The demo company's offline delay is set to "at once" for the journey and restored after it.
 */
const base = e2e.baseURL;
const ownList = '/dashboard/display-management/own-list';
const center = '/dashboard/notification-canter';
const d = (lang: 'en' | 'de', key: string) => tr(lang, 'displays', key);
const s = (lang: 'en' | 'de', key: string) => tr(lang, 'displayStatus', key);

/** Reloads until `check` passes: the overview and the details page read the status once, as a person would. */
const afterReloads = (page: Page, check: () => Promise<void>, timeout: number) =>
  expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout, intervals: [5_000] });

test('a screen shows online, plays and sends a screenshot; silent, it goes offline and the company is told (en, de)', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { userToken: token } = await loginWithStorage(page, request, demo.owner, { lang: 'en' });
  const alerts = `${base}/api/company/display-alerts`;
  const { offlineAlertMinutes } = (await (await request.get(alerts, { headers: bearer(token) })).json()) as {
    offlineAlertMinutes: number;
  };
  const setDelay = async (minutes: number) =>
    expect(
      (await request.put(alerts, { headers: bearer(token), data: { offlineAlertMinutes: minutes } })).status(),
    ).toBe(200);
  await setDelay(0);
  const created: string[] = [];
  const screen = await browser.newContext({ viewport: { width: 960, height: 540 } });
  try {
    const tag = runTag();
    const picture = await uploadPoolFile(request, token, `Status ${tag}.png`, await pngImage(960, 540, '#389e0d'));
    const display = await playableDisplay(request, token, `status ${tag}`, (id) => created.push(id));
    await putProgram(request, token, display.id, [{ fileId: picture.id, durationSeconds: 3 }]);

    // The screen shows its code; the code is entered through the API here (the pairing journey types it).
    const player = await screen.newPage();
    await player.goto('/player/?lang=en');
    const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
    const claimed = await request.post(`${base}/api/displays/${display.id}/player`, {
      headers: bearer(token),
      data: { code },
    });
    expect(claimed.status(), await claimed.text()).toBe(200);
    await expect(player.getByTestId('pairing-code')).toBeHidden({ timeout: 30_000 });

    // Online in the overview (filtered by connection), and what plays in its expanded row.
    await page.goto(`${ownList}?connection=online&keyword=${tag}`);
    const row = page.locator('tr.ant-table-row', { hasText: display.title });
    await afterReloads(
      page,
      async () => {
        await expect(row).toContainText(d('en', 'connection.online'), { timeout: 3_000 });
        await row.locator('.ant-table-row-expand-icon-cell button').click();
        await expect(page.getByTestId('playing-now')).toContainText(picture.title, { timeout: 3_000 });
      },
      60_000,
    );

    // The details page: a screenshot on request, with its time; the plays per item and day.
    await page.goto(`${ownList}/${display.id}`);
    const section = page.getByTestId('screen-section');
    await section.getByRole('button', { name: s('en', 'screen.request') }).click();
    await expect(section.getByRole('img', { name: s('en', 'screen.pictureAlt') })).toBeVisible({ timeout: 60_000 });
    await expect(section).toContainText(s('en', 'screen.takenAt').split('{{time}}')[0]);
    await afterReloads(page, () => expect(page.getByTestId('plays-section')).toContainText(picture.title), 90_000);
    await expectNoSeriousA11yViolations(page, 'screen status (en)');
    await screenshot(page, 'screen-status', 'en');

    // Silent: the screen's browser is gone. 15 s without a heartbeat, then the monitor's next run (every 5 s).
    await screen.close();
    await page.goto(`${ownList}?keyword=${tag}`);
    await afterReloads(page, () => expect(row).toContainText(d('en', 'connection.offline')), 90_000);

    // The notification, in English here and in German in a second window of the same owner.
    await page.goto(center);
    const notice = page.locator('main tr.ant-table-row', { hasText: display.title });
    await expect(notice.first()).toContainText(tr('en', 'notificationCenter', 'types.displayOffline'));
    const german = await browser.newContext();
    const seite = await german.newPage();
    await loginWithStorage(seite, request, demo.owner, { lang: 'de' });
    await seite.goto(`${ownList}?connection=offline&keyword=${tag}`);
    await expect(seite.locator('tr.ant-table-row', { hasText: display.title })).toContainText(
      d('de', 'connection.offline'),
    );
    await seite.goto(center);
    const hinweis = seite.locator('main tr.ant-table-row', { hasText: display.title });
    await expect(hinweis.first()).toContainText(tr('de', 'notificationCenter', 'types.displayOffline'));
    await expectNoSeriousA11yViolations(seite, 'offline notice (de)');
    await screenshot(seite, 'screen-offline-notice', 'de');
    await german.close();
  } finally {
    await screen.close().catch(() => undefined);
    await setDelay(offlineAlertMinutes);
    const { userToken } = await apiLogin(request, demo.owner);
    await shutDown(request, userToken, created);
  }
});
