import { describe, expect, it } from 'vitest';
import {
  cleanText,
  filledText,
  hasRefusedCharacter,
  multilineText,
  sharedMultilineText,
  sharedText,
  singleLineText,
} from './text.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text fields', () => {
  it('normalizes to NFC before trimming and counting', () => {
    expect(singleLineText(4).parse('  Ko\u0308ln ')).toBe('K\u00f6ln');
    expect(singleLineText(4).safeParse('Ko\u0308ln').success).toBe(true);
  });

  it('refuses NUL, other C0 and C1 controls, DEL and lone surrogates in every kind', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001bx', 'x\u007f', 'x\u0085', '\ud800', 'a\udfffb']) {
      for (const schema of [singleLineText(20), multilineText(20), sharedText(20), sharedMultilineText(20)]) {
        expect(message(schema.safeParse(bad))).toBe('validation.invalidCharacters');
      }
    }
  });

  it('allows tab and line breaks in multiline text only', () => {
    for (const schema of [multilineText(20), sharedMultilineText(20)]) {
      expect(schema.parse('eins\nzwei\r\ndrei\t!')).toBe('eins\nzwei\r\ndrei\t!');
    }
    for (const schema of [singleLineText(20), sharedText(20)]) {
      expect(message(schema.safeParse('eins\nzwei'))).toBe('validation.invalidCharacters');
      expect(message(schema.safeParse('eins\tzwei'))).toBe('validation.invalidCharacters');
    }
  });

  it('refuses bidirectional overrides and zero-width characters in text others read only', () => {
    const hidden = ['\u202a', '\u202e', '\u2066', '\u2069', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
    for (const char of hidden) {
      expect(hasRefusedCharacter(`a${char}b`, 'shared')).toBe(true);
      expect(hasRefusedCharacter(`a\n${char}b`, 'sharedMultiline')).toBe(true);
      expect(hasRefusedCharacter(`a${char}b`, 'line')).toBe(false);
      expect(hasRefusedCharacter(`a${char}b`, 'multiline')).toBe(false);
    }
    // Emoji (a surrogate pair) and letters of every script are fine.
    expect(sharedText(20).parse('Café 🖥️ مرحبا')).toBe('Café 🖥️ مرحبا');
    expect(sharedMultilineText(20).parse('Café\n🖥️ مرحبا')).toBe('Café\n🖥️ مرحبا');
  });

  it('keeps the messages of required and too long', () => {
    expect(message(filledText(5).safeParse('   '))).toBe('validation.required');
    expect(message(cleanText(3).safeParse('abcd'))).toBe('validation.tooLong');
    expect(message(filledText(5).safeParse(undefined))).toBe('validation.required');
  });
});
