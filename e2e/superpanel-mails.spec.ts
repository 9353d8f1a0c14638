import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, keys, screenshot, seedStorage, switchLanguage, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { linkFromMail } from './support/mail.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * The operator's side of the mail queue, on the second server (MAIL_MAX_ATTEMPTS=1, so a mail fails at its first
 * attempt): a mail that could not be delivered shows in the superpanel with the reason and is sent again from there, in
 * German (English too with E2E_LANGUAGES=both).
 */
test.use({ baseURL: e2e.shortTokenURL });

const mailDir = e2e.shortTokenMailDir;
const restoreMailDir = () => {
  if (statSync(mailDir, { throwIfNoEntry: false })?.isDirectory()) return;
  rmSync(mailDir, { force: true });
  mkdirSync(mailDir, { recursive: true });
};

test.afterEach(restoreMailDir);

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const text = (lang: 'en' | 'de') => {
  const m = (key: string) => tr(lang, 'superpanelMails', key);
  // '{{count}} failed mail(s)' in both plural forms, any number.
  const count = [m('count_one'), m('count_other')].map((form) => esc(form).replace('\\{\\{count\\}\\}', '\\d+'));
  return {
    title: m('title'),
    count: new RegExp(`^(${count.join('|')})$`),
    lastError: m('columns.lastError'),
    retryLabel: (recipient: string) => m('retryLabel').replace('{{recipient}}', recipient),
    queued: tr(lang, 'apiMails', 'retryQueued'),
    empty: m('empty'),
  };
};

for (const lang of flowLanguages('de')) {
  const t = text(lang);
  // The header's language select switches to the other language before the mail is sent again.
  const other = lang === 'en' ? 'de' : 'en';
  const o = text(other);

  test(`a mail that could not be delivered is listed in the superpanel and sent again (${lang})`, async ({
    page,
    request,
  }) => {
    // The server cannot write mails: a file stands where its mail folder should be.
    rmSync(mailDir, { recursive: true, force: true });
    writeFileSync(mailDir, '');
    const forgot = await request.post(`${e2e.shortTokenURL}/api/auth/password/forgot`, {
      data: { email: demo.owner },
    });
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

    await seedStorage(page, { [keys.superpanelLogin]: JSON.stringify(admin), [keys.language]: lang });
    await page.goto('/superpanel');
    const section = page.getByRole('region', { name: t.title });
    await expect(section).toBeVisible();
    const row = section.locator('tr.ant-table-row').filter({ hasText: demo.owner });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('ENOTDIR');
    await expect(section.getByText(t.count)).toBeVisible();
    await screenshot(page, 'superpanel-failed-mails', lang);
    await expectNoSeriousA11yViolations(page, `superpanel with a failed mail (${lang})`);

    await switchLanguage(page, other);
    const switched = page.getByRole('region', { name: o.title });
    await expect(switched.getByRole('columnheader', { name: o.lastError })).toBeVisible();
    const switchedRow = switched.locator('tr.ant-table-row').filter({ hasText: demo.owner });
    await expect(switchedRow).toHaveCount(1);

    // The cause is gone: the mail is sent again, leaves the list and arrives.
    restoreMailDir();
    await switchedRow.getByRole('button', { name: o.retryLabel(demo.owner) }).click();
    await expect(toast(page)).toContainText(o.queued);
    await expect(switchedRow).toHaveCount(0);
    await expect(switched.getByText(o.empty, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `superpanel without failed mails (${other})`);
    expect(await linkFromMail(mailDir, demo.owner, '/password/reset')).toMatch(/token=/);
  });
}
