import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, keys, seedStorage, submitButton } from './support/app.ts';
import { watchContentSecurity } from './support/csp.ts';

/**
 * Issue 11, Content-Security-Policy: the built app runs under its policy (own scripts plus the build's one hashed
 * inline script, antd's run-time styles) without a single violation, through the superpanel login, the login, the
 * dashboard and the display list; a script injected into the page is refused.
 */

const text = {
  en: { email: 'E-mail address', password: 'Password', login: 'Log in', sections: 'Your sections' },
  de: { email: 'E-Mail-Adresse', password: 'Passwort', login: 'Anmelden', sections: 'Ihre Bereiche' },
} as const;

for (const lang of ['en', 'de'] as const) {
  const t = text[lang];

  test(`the app runs under its Content-Security-Policy without violations; injected scripts are refused (${lang})`, async ({
    page,
  }) => {
    const violations = watchContentSecurity(page);
    await seedStorage(page, { [keys.language]: lang });
    const first = await page.goto('/login');
    const csp = first?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).toContain("frame-ancestors 'none'");

    // The build's inline script ran (it adds the login route's preloads, the chunk "public", for a visitor without a session).
    await expect(page.locator('link[rel=modulepreload][href^="/assets/public-"]')).toBeAttached();
    await page.goto('/superpanelLogin');
    await expect(page.getByLabel(t.email)).toBeVisible();
    await page.goto('/login');
    await page.getByLabel(t.email).fill(demo.owner);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await submitButton(page, t.login).click();
    await page.waitForURL(/\/dashboard/);
    await expect(page.getByRole('region', { name: t.sections })).toBeVisible();
    await page.goto('/dashboard/display-management/own-list');
    await expect(page.getByRole('table')).toBeVisible();
    expect(violations).toEqual([]);

    // An injected inline script does not run, and the browser says why.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "yes"';
      document.body.appendChild(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });
}
