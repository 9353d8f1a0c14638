import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** The WCAG 2.1 A and AA rules; serious and critical findings fail a journey. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);
/**
 * Page structure (axe best practices, moderate impact) that fails too: one main landmark, not nested, and an h1, so a
 * screen-reader user can jump to the content and its heading.
 */
const structureRules = new Set([
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'page-has-heading-one',
]);

/**
 * Runs axe-core on the page as it is now (open dialogs, expanded rows and tooltips included) and fails, softly, on
 * every serious or critical WCAG 2.1 A/AA violation and every break of the page structure, naming the rule, the
 * elements and why, so one journey reports every broken state at once. `label` names the screen state in the report
 * ('login (de)'). No rule is switched off.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  // Fonts and antd's CSS-in-JS styles settle before the colours are measured.
  await page.evaluate(() => document.fonts.ready);
  // 'experimental' adds label-content-name-mismatch (WCAG 2.5.3: the visible label is part of the accessible name).
  // axe.run in the page itself (legacy mode) instead of runPartial per frame and finishRun in a new blank tab: the
  // app has no cross-origin frames, the rules and results are the same, and it takes half the time (no tab opened
  // and closed per check; docs/decisions.md "CI time").
  const { violations } = await new AxeBuilder({ page })
    .withTags([...wcagTags, 'best-practice', 'experimental'])
    .setLegacyMode()
    .analyze();
  const serious = violations.filter(
    (v) =>
      structureRules.has(v.id) || (failingImpacts.has(v.impact ?? '') && v.tags.some((tag) => wcagTags.includes(tag))),
  );
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 8)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
        .join('\n')}${v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : ''}`,
  );
  expect.soft(report, `axe: serious or critical WCAG violations on ${label}`).toEqual([]);
}

/** A translated text of the web app (packages/shared/src/i18n/<lang>/<ns>.json, dotted key), for both languages. */
const bundles = new Map<string, Record<string, unknown>>();
export function tr(lang: 'en' | 'de', ns: string, key: string): string {
  const file = path.join(import.meta.dirname, '..', '..', 'packages', 'shared', 'src', 'i18n', lang, `${ns}.json`);
  let bundle = bundles.get(file);
  if (!bundle) {
    bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    bundles.set(file, bundle);
  }
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return value;
}
