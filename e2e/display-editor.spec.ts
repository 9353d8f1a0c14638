import { expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, toast } from './support/app.ts';
import { bearer, createCompletedDisplay, shutDown } from './support/displays.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * The wizard for a user whose keys cannot save every field (displays spec 02 §6; docs/roles.md: the demo Editor lacks
 * SET_DISPLAY_ACCESS_CONTROLS and SEND_DISPLAY_TOKEN), in German (English too with E2E_LANGUAGES=both): on a completed
 * display the sharing fields and the token e-mail are read-only with a tooltip and a note saying why; what the Editor
 * may change saves without any 403.
 */

const base = e2e.baseURL;

const texts = {
  en: {
    private: 'Private',
    share: 'Share',
    accessNote:
      'Read only: your role may not change who sees a completed display (accessibility, location, sharing and partners).',
    tokenNote: 'Read only: your role may not change the e-mail address the player token is sent to.',
    title: 'Title',
    email: 'E-mail address',
    player: 'Player / Token',
    updated: 'Display updated successfully',
    saved: 'Display saved successfully',
  },
  de: {
    private: 'Privat',
    share: 'Freigeben',
    accessNote:
      'Nur lesbar: Ihre Rolle darf nicht ändern, wer ein abgeschlossenes Display sieht (Zugänglichkeit, Standort, Freigabe und Partner).',
    tokenNote: 'Nur lesbar: Ihre Rolle darf die E-Mail-Adresse für den Player-Token nicht ändern.',
    title: 'Titel',
    email: 'E-Mail-Adresse',
    player: 'Player / Token',
    updated: 'Display erfolgreich aktualisiert',
    saved: 'Display erfolgreich gespeichert',
  },
} as const;

const createdIds: string[] = [];
test.afterEach(async ({ request }) => {
  const owner = await apiLogin(request, demo.owner);
  await shutDown(request, owner.userToken, createdIds.splice(0));
});

for (const lang of flowLanguages('de')) {
  const L = texts[lang];

  test(`Editor: fields the keys cannot save are read-only, the rest saves without 403 (${lang})`, async ({
    page,
    request,
  }) => {
    const owner = await apiLogin(request, demo.owner);
    const display = await createCompletedDisplay(
      request,
      owner.userToken,
      `editor ${lang}`,
      { accessibility: 'public', location: 'external', shareOptions: 'share' },
      (id) => createdIds.push(id),
    );
    const forbidden: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) forbidden.push(`${r.request().method()} ${r.url()}`);
    });
    const editor = await loginWithStorage(page, request, demo.user, { lang });
    await page.goto(`/dashboard/display-management/edit-display/${display.id}`);
    await expect(page.getByTestId('display-wizard')).toBeVisible();

    // Sharing: visible, disabled, explained.
    const access = page.locator('[data-read-only="SET_DISPLAY_ACCESS_CONTROLS"]');
    await expect(access).toContainText(L.accessNote);
    await expect(access.getByRole('radio', { name: L.private, exact: true })).toBeDisabled();
    await expect(access.getByRole('radio', { name: L.share, exact: true })).toBeChecked();
    await access.locator('.ant-radio-button-wrapper').filter({ hasText: L.private }).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: L.accessNote })).toBeVisible();

    // The title is the Editor's to change.
    const title = page.getByLabel(L.title, { exact: true });
    await expect(title).toBeEnabled();
    await title.fill(`${display.title} edited`);
    await page.getByTestId('wizard-next').click();
    await expect(toast(page)).toContainText(L.updated);

    // The token e-mail is read-only on the player step; Finish saves nothing the Editor may not change.
    await page
      .getByRole('button', { name: L.player })
      .or(page.getByText(L.player, { exact: true }))
      .first()
      .click();
    const token = page.locator('[data-read-only="SEND_DISPLAY_TOKEN"]');
    await expect(token).toContainText(L.tokenNote);
    await expect(token.getByLabel(L.email, { exact: true })).toBeDisabled();
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-finish')).toContainText(L.saved);

    expect(forbidden).toEqual([]);
    await expect(page.locator('.ant-message-notice .ant-message-error')).toHaveCount(0);
    const saved = await request.get(`${base}/api/displays/${display.id}/edit`, { headers: bearer(editor.userToken) });
    const data = ((await saved.json()) as { data: { title: string; shareOptions: string } }).data;
    expect(data).toMatchObject({ title: `${display.title} edited`, shareOptions: 'share' });
  });
}
