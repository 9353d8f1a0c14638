import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, keys, screenshot, seedStorage, switchLanguage, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { linkFromMail } from './support/mail.ts';

/**
 * The operator's side of the mail queue, on the second server (MAIL_MAX_ATTEMPTS=1, so a mail fails at its first
 * attempt): a mail that could not be delivered shows in the superpanel with the reason and is sent again from there.
 */
test.use({ baseURL: e2e.shortTokenURL });

const mailDir = e2e.shortTokenMailDir;
const restoreMailDir = () => {
  if (statSync(mailDir, { throwIfNoEntry: false })?.isDirectory()) return;
  rmSync(mailDir, { force: true });
  mkdirSync(mailDir, { recursive: true });
};

test.afterEach(restoreMailDir);

test('a mail that could not be delivered is listed in the superpanel and sent again', async ({ page, request }) => {
  // The server cannot write mails: a file stands where its mail folder should be.
  rmSync(mailDir, { recursive: true, force: true });
  writeFileSync(mailDir, '');
  const forgot = await request.post(`${e2e.shortTokenURL}/api/auth/password/forgot`, { data: { email: demo.owner } });
  expect(forgot.status()).toBe(200);

  const admin = await apiLogin(request, demo.admin, { superpanel: true, baseURL: e2e.shortTokenURL });
  const failedMails = async () => {
    const fresh = await apiLogin(request, demo.admin, { superpanel: true, baseURL: e2e.shortTokenURL });
    const res = await request.get(`${e2e.shortTokenURL}/api/superpanel/mails/failed`, {
      headers: { authorization: `Bearer ${fresh.userToken}` },
    });
    return ((await res.json()) as { items: { to: string }[] }).items.map((m) => m.to);
  };
  await expect.poll(failedMails, { message: 'the mail failed' }).toContain(demo.owner);

  await seedStorage(page, { [keys.superpanelLogin]: JSON.stringify(admin) });
  await page.goto('/superpanel');
  const section = page.getByRole('region', { name: 'Failed mails' });
  await expect(section).toBeVisible();
  const row = section.locator('tr.ant-table-row').filter({ hasText: demo.owner });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ENOTDIR');
  await expect(section.getByText(/^\d+ failed mails?$/)).toBeVisible();
  await screenshot(page, 'superpanel-failed-mails', 'en');
  await expectNoSeriousA11yViolations(page, 'superpanel with a failed mail (en)');

  await switchLanguage(page, 'de');
  const german = page.getByRole('region', { name: 'Fehlgeschlagene E-Mails' });
  await expect(german.getByRole('columnheader', { name: 'Letzter Fehler' })).toBeVisible();
  const germanRow = german.locator('tr.ant-table-row').filter({ hasText: demo.owner });
  await screenshot(page, 'superpanel-failed-mails', 'de');
  await expectNoSeriousA11yViolations(page, 'superpanel with a failed mail (de)');

  // The cause is gone: the mail is sent again, leaves the list and arrives.
  restoreMailDir();
  await germanRow.getByRole('button', { name: `E-Mail an ${demo.owner} erneut senden` }).click();
  await expect(toast(page)).toContainText('Die E-Mail wurde erneut eingereiht und wird in Kürze gesendet.');
  await expect(germanRow).toHaveCount(0);
  await expect(german.getByText('Keine fehlgeschlagenen E-Mails', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'superpanel without failed mails (de)');
  expect(await linkFromMail(mailDir, demo.owner, '/password/reset')).toMatch(/token=/);
});
