import type { Page } from '@playwright/test';

/**
 * Collects what the browser reports against the page's Content-Security-Policy (Chromium writes each violation to
 * the console as an error, "Refused to ... because it violates the following Content Security Policy directive"),
 * across navigations. A journey ends with `expect(violations).toEqual([])`.
 */
export function watchContentSecurity(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
