import { expect, test } from '@playwright/test';
import { demo, loginWithStorage } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';

/**
 * Issue 21: a file whose processing failed shows no broken picture but its state and, in its expanded row, a retry;
 * the retry queues the work again and the thumbnail appears by itself once the job is done. Each language retries
 * the failed demo video of another company (the demo company in English, the partner in German), so the two runs
 * do not depend on each other.
 */
const cases = [
  { lang: 'en', user: demo.owner, title: 'Messe-Rundgang' },
  { lang: 'de', user: demo.partnerOwner, title: 'Kurzclip Eingang' },
] as const;

for (const { lang, user, title } of cases) {
  const m = (key: string) => tr(lang, 'mediaPool', key);

  test(`a failed file is retried from its expanded row and its thumbnail appears (${lang})`, async ({
    page,
    request,
  }) => {
    await loginWithStorage(page, request, user, { lang });
    await page.goto('/dashboard/media-pool/list');
    const failedRow = page.locator('tr.ant-table-row', { hasText: title });
    await expect(failedRow).toContainText(m('status.failed'));
    // No broken picture: the thumbnail cell holds no <img> while the file has none.
    await expect(failedRow.locator('img')).toHaveCount(0);
    await failedRow.locator('.ant-table-row-expand-icon-cell button').click();
    const retry = page.getByRole('button', { name: m('expanded.retryProcessing') });
    await expect(page.getByText(m('expanded.failedHint'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `failed processing with its retry (${lang})`);
    await retry.click();
    await expect(page.getByText(tr(lang, 'apiMediaPool', 'retryQueued'))).toBeVisible();
    // The job runs in the background; the list asks again until the file is ready and shows its thumbnail.
    await expect(failedRow.locator('img')).toBeVisible({ timeout: 30_000 });
    await expect(failedRow).not.toContainText(m('status.failed'));
    await expect(failedRow).not.toContainText(m('status.processing'));
  });
}
