/**
 * The languages a flow journey runs in (docs/decisions.md "CI time again"): its own language,
 * which half the flow files set to German and half to English, or both when E2E_LANGUAGES=both (before a release, or
 * after a change to texts or layout). The journeys about language and layout themselves (accessibility, phone width,
 * the shell's forms, navigation and redirects, the screen status, among others; the decision lists them) always run in
 * both and do not use this.
 */
export function flowLanguages(own: 'en' | 'de'): readonly ('en' | 'de')[] {
  return process.env.E2E_LANGUAGES === 'both' ? ['en', 'de'] : [own];
}
