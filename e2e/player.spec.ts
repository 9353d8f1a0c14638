import { type APIRequestContext, expect, test } from '@playwright/test';
import { pngImage } from '../apps/server/src/media/test-media.ts';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, screenshot, uniqueEmail } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { bearer, shutDown } from './support/displays.ts';
import { linkFromMail } from './support/mail.ts';
import { runTag, uploadPoolFile } from './support/media.ts';
import { playableDisplay, programFiles, putProgram, showsInOrder, shownItems } from './support/player.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * The web player (issue 25) beside the app: a screen in a second browser context shows its pairing code, a user
 * enters it on the display's page, the screen plays the display's program (a pool picture, a pool video and a
 * published design) in order, keeps playing with the network cut, takes a changed program once the network is back,
 * and shows a new code when the display is shut down.
 */
const created: string[] = [];
test.afterAll(async ({ request }) => {
  const { userToken } = await apiLogin(request, demo.owner);
  await shutDown(request, userToken, created);
});

for (const lang of flowLanguages('en')) {
  test(`a screen pairs by code, plays its program in order and keeps playing offline (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string) => tr(lang, 'displayProgram', key);
    const { userToken: token } = await loginWithStorage(page, request, demo.owner, { lang });
    const tag = runTag();
    const display = await playableDisplay(request, token, `player ${tag}`, (id) => created.push(id));
    const files = await programFiles(request, token, tag);
    const program = await putProgram(request, token, display.id, [
      { fileId: files.picture.id, durationSeconds: 2 },
      { fileId: files.video.id },
      { fileId: files.design.fileId, durationSeconds: 2 },
    ]);
    const ids = program.items.map((item) => item.id);

    const screen = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const player = await screen.newPage();
    await player.goto(`/player/?lang=${lang}&trace=1`);
    const code = player.getByTestId('pairing-code');
    await expect(code).toHaveText(/^[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}$/);
    await expect(player.getByRole('heading', { name: tr(lang, 'player', 'pairTitle') })).toBeVisible();
    await screenshot(player, 'player-pairing', lang);

    await page.goto(`/dashboard/display-management/own-list/${display.id}`);
    await page.getByRole('button', { name: t('pairing.open') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('pairing.code')).fill((await code.textContent()) ?? '');
    await expectNoSeriousA11yViolations(page, `pair dialog (${lang})`);
    await dialog.getByRole('button', { name: t('pairing.submit') }).click();
    await expect(dialog).toBeHidden();

    // The program plays in its order: picture, video, design, and round again.
    await expect.poll(async () => showsInOrder(await shownItems(player), ids), { timeout: 60_000 }).toBe(true);
    await screenshot(player, 'player-playing', lang);

    // Without a network the screen plays on from its cache.
    await screen.setOffline(true);
    const before = (await shownItems(player)).length;
    await expect.poll(async () => (await shownItems(player)).length, { timeout: 20_000 }).toBeGreaterThan(before + 2);

    // A changed program reaches the screen when the network is back.
    const changed = await putProgram(request, token, display.id, [{ fileId: files.design.fileId, durationSeconds: 1 }]);
    await screen.setOffline(false);
    await expect
      .poll(async () => (await shownItems(player)).slice(-3), { timeout: 60_000 })
      .toEqual([changed.items[0].id, changed.items[0].id, changed.items[0].id]);

    // Shut down, the display's credential ends: the screen shows a new code.
    await shutDown(request, token, [display.id]);
    created.splice(created.indexOf(display.id), 1);
    await expect(player.getByTestId('pairing-code')).toBeVisible({ timeout: 60_000 });
    await screen.close();
  });
}

/** A new player token for the display, mailed to `email`; answers the player link of that mail. */
async function mailedPlayerLink(request: APIRequestContext, token: string, displayId: string, email: string) {
  const sent = await request.patch(`${e2e.baseURL}/api/displays/sendDisplayToken/${displayId}?lang=de`, {
    headers: bearer(token),
    data: { email, repeatEmail: email },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return linkFromMail(e2e.mailDir, email, '/player?token=');
}

test('the token mail’s link opens the player paired with its display; a new token ends it (de)', async ({
  browser,
  request,
}) => {
  const { userToken: token } = await apiLogin(request, demo.owner);
  const tag = runTag();
  const display = await playableDisplay(request, token, `token ${tag}`, (id) => created.push(id));
  const picture = await uploadPoolFile(request, token, `Token ${tag}.png`, await pngImage(640, 360, '#722ed1'));
  const program = await putProgram(request, token, display.id, [{ fileId: picture.id, durationSeconds: 2 }]);

  // The link of the first mail: the screen plays at once, without a code.
  const first = uniqueEmail('player-token-a');
  const link = await mailedPlayerLink(request, token, display.id, first);
  const screen = await browser.newContext({ viewport: { width: 960, height: 540 } });
  const player = await screen.newPage();
  await player.goto(`${link}&lang=de&trace=1`);
  await expect.poll(async () => shownItems(player), { timeout: 60_000 }).toContain(program.items[0].id);
  await expect(player.getByTestId('pairing-code')).toHaveCount(0);
  expect(new URL(player.url()).searchParams.get('token'), 'the token leaves the address').toBeNull();

  // A new token (another mail) ends the screen's pairing: it shows a code again, in its language.
  await mailedPlayerLink(request, token, display.id, uniqueEmail('player-token-b'));
  await expect(player.getByTestId('pairing-code')).toBeVisible({ timeout: 60_000 });
  await expect(player.getByRole('heading', { name: tr('de', 'player', 'pairTitle') })).toBeVisible();
  await screen.close();
});
