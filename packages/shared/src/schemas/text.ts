import { z } from 'zod';

/**
 * Text fields of every request (bodies, queries, params). The value is normalized to NFC before it is checked, stored
 * or searched, so a decomposed "Köln" (o + U+0308) and a composed one are the same text; then trimmed. Refused with
 * `validation.invalidCharacters`:
 * - everywhere: control characters (C0 and C1, DEL; NUL above all, which PostgreSQL cannot store) and lone surrogates
 *   (half of a UTF-16 pair, not a character at all);
 * - the multiline kinds allow tab, line feed and carriage return;
 * - the shared kinds, text that people of other companies read (names and titles, keywords, addresses, models,
 *   descriptions, messages to partners), also refuse the bidirectional overrides and isolates (U+202A-U+202E,
 *   U+2066-U+2069) and the zero-width characters (U+200B-U+200D, U+2060, U+FEFF), which can make a name look like
 *   another or reorder what is shown around it. `line` and `multiline` are for text only its own company reads
 *   (search terms, serial numbers) and for codes.
 */
export type TextKind = 'line' | 'multiline' | 'shared' | 'sharedMultiline';

export const invalidCharactersMessage = 'validation.invalidCharacters';

const isControl = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
const isLineBreakOrTab = (cp: number) => cp === 0x09 || cp === 0x0a || cp === 0x0d;
const isLoneSurrogate = (cp: number) => cp >= 0xd800 && cp <= 0xdfff;
const isInvisibleOrOverride = (cp: number) =>
  (cp >= 0x200b && cp <= 0x200d) ||
  cp === 0x2060 ||
  cp === 0xfeff ||
  (cp >= 0x202a && cp <= 0x202e) ||
  (cp >= 0x2066 && cp <= 0x2069);

const multiline = (kind: TextKind) => kind === 'multiline' || kind === 'sharedMultiline';
const shared = (kind: TextKind) => kind === 'shared' || kind === 'sharedMultiline';

/** Whether `value` holds a character the kind of field refuses (see above). */
export function hasRefusedCharacter(value: string, kind: TextKind): boolean {
  // Iterating a string yields code points; a lone surrogate comes out on its own.
  for (const char of value) {
    const cp = char.codePointAt(0) ?? 0;
    if (isLoneSurrogate(cp)) return true;
    if (isControl(cp) && !(multiline(kind) && isLineBreakOrTab(cp))) return true;
    if (shared(kind) && isInvisibleOrOverride(cp)) return true;
  }
  return false;
}

/** The check itself, for string schemas with messages of their own (codes answer 'invalid' when too long). */
export const withoutRefusedCharacters = (kind: TextKind) => (value: string) => !hasRefusedCharacter(value, kind);

/** A text of at most `max` characters, possibly empty: NFC, trimmed, no refused characters. */
export const cleanText = (max: number, kind: TextKind = 'line') =>
  z
    .string({ error: 'validation.required' })
    .normalize('NFC')
    .trim()
    .max(max, 'validation.tooLong')
    .refine(withoutRefusedCharacters(kind), invalidCharactersMessage);

/** One line only its own company reads (search terms). */
export const singleLineText = (max: number) => cleanText(max, 'line');
/** Several lines only its own company reads. */
export const multilineText = (max: number) => cleanText(max, 'multiline');
/** One line other people read: a name, a title, an address. */
export const sharedText = (max: number) => cleanText(max, 'shared');
/** Several lines other people read: a description, a message to partners. */
export const sharedMultilineText = (max: number) => cleanText(max, 'sharedMultiline');
/** Any of the above that must not be empty after trimming. */
export const filledText = (max: number, kind: TextKind = 'line') => cleanText(max, kind).min(1, 'validation.required');
