import type { Language } from '@plakat/shared';

/** The byte order mark that tells Excel the file is UTF-8. */
export const utf8Bom = '\uFEFF';

/** The separator Excel expects in each language: a comma in English, a semicolon where the comma is the decimal mark. */
export const csvSeparator = (lang: Language): ',' | ';' => (lang === 'de' ? ';' : ',');

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"), tab and CR included. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One field: a value a spreadsheet would read as a formula gets a leading `'`; a field holding the separator, a
 * quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvField(value: string, separator: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ended by CRLF (RFC 4180). */
export const csvLine = (fields: readonly string[], separator: string): string =>
  `${fields.map((f) => csvField(f, separator)).join(separator)}\r\n`;
