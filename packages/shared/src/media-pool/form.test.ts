import { describe, expect, it } from 'vitest';
import { changesGeneralInfo, mediaEditBody, mediaFormMessages as M, splitKeywords } from './form.ts';

const issues = (body: unknown) => {
  const result = mediaEditBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('media edit form (spec 02 §5)', () => {
  it('title: required, 2 to 30 characters, markup kept as text', () => {
    expect(issues({ title: '' })).toEqual([`title:${M.titleRequired}`]);
    expect(issues({ title: 'a' })).toEqual([`title:${M.titleInvalid}`]);
    expect(issues({ title: 'x'.repeat(31) })).toEqual([`title:${M.titleInvalid}`]);
    expect(mediaEditBody.parse({ title: '  <b>Hi</b>  ' }).title).toBe('<b>Hi</b>');
    expect(issues({ title: 'ab' })).toEqual([]);
  });
  it('title: NFC, umlauts and emoji count as characters, overrides and zero-width refused', () => {
    expect(mediaEditBody.parse({ title: 'Ko\u0308ln 🎉' }).title).toBe('Köln 🎉');
    expect(issues({ title: 'abc\u202Edef' })).toEqual(['title:validation.invalidCharacters']);
    expect(issues({ title: 'ab\u200Bcd' })).toEqual(['title:validation.invalidCharacters']);
  });
  it('description: optional, empty clears, else 3 to 200', () => {
    expect(issues({ description: '' })).toEqual([]);
    expect(issues({ description: 'ab' })).toEqual([`description:${M.descriptionInvalid}`]);
    expect(issues({ description: 'x'.repeat(201) })).toEqual([`description:${M.descriptionInvalid}`]);
    expect(issues({ description: 'two\nlines' })).toEqual([]);
  });
  it('keywords: a list of at most 200 characters together, repeats dropped', () => {
    expect(mediaEditBody.parse({ keywords: ['a', 'b', 'a'] }).keywords).toEqual(['a', 'b']);
    expect(issues({ keywords: ['x'.repeat(100), 'y'.repeat(98)] })).toEqual([]);
    expect(issues({ keywords: ['x'.repeat(100), 'y'.repeat(99)] })).toEqual([`keywords:${M.keywordsInvalid}`]);
    expect(issues({ keywords: ['a,b'] })).toEqual([`keywords.0:${M.keywordsInvalid}`]);
    expect(issues({ keywords: 'a, b' })).toEqual([`keywords:${M.keywordsInvalid}`]);
    expect(splitKeywords(' Sommer, ,Angebot,Sommer ')).toEqual(['Sommer', 'Angebot']);
  });
  it('access, sound, category; an empty edit or an unknown field is refused', () => {
    expect(issues({ infoAccess: 'secret' })).toEqual([`infoAccess:${M.accessRequired}`]);
    expect(issues({ hasSound: 'yes' })).toEqual([`hasSound:${M.hasSoundRequired}`]);
    expect(issues({ categoryId: null })).toEqual([]);
    expect(issues({})).toEqual([`:${M.nothingChanged}`]);
    expect(issues({ title: 'ok', owner: 'x' }).length).toBe(1);
  });
  it('an access-only edit changes no general info', () => {
    expect(changesGeneralInfo(mediaEditBody.parse({ infoAccess: 'private' }))).toBe(false);
    expect(changesGeneralInfo(mediaEditBody.parse({ infoAccess: 'private', hasSound: false }))).toBe(true);
  });
});
