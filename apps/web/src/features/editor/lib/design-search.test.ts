import { describe, expect, it } from 'vitest';
import { canonicalSearch, parseSearch } from '../../../lib/search-state.ts';
import { designListQuery, designPageSearch, sortChoiceOf, sortChoices, sortOfChoice } from './design-search.ts';

const read = (query: string) => parseSearch(designPageSearch, new URLSearchParams(query));

describe('the design list address', () => {
  it('asks for the designs, newest change first, 10 per page when it is empty', () => {
    expect(designListQuery(read(''))).toEqual({
      kind: 'designs',
      keyword: undefined,
      sort: 'updatedAt',
      sortOrder: 'desc',
      page: 1,
      perPage: 10,
    });
  });

  it('sorts names A to Z unless the address asks otherwise', () => {
    expect(designListQuery(read('sort=name'))).toMatchObject({ sort: 'name', sortOrder: 'asce' });
    expect(designListQuery(read('sort=name&sortOrder=desc'))).toMatchObject({ sort: 'name', sortOrder: 'desc' });
  });

  it('leaves the defaults out and keeps both orders', () => {
    const canonical = (query: string) => canonicalSearch(designPageSearch, new URLSearchParams(query))?.toString();
    expect(canonical('kind=designs&page=1&perPage=10&sort=updatedAt')).toBe('');
    expect(canonical('kind=templates&sortOrder=asce')).toBeUndefined();
    expect(canonical('sortOrder=desc&perPage=20')).toBeUndefined();
  });

  it('drops what it does not know', () => {
    expect(read('kind=drafts&perPage=7&sort=size&keyword=menu')).toEqual({ keyword: 'menu' });
  });
});

describe('the sort choices', () => {
  it('offers each field in its natural order first', () => {
    expect(sortChoices).toEqual(['updatedAt-desc', 'updatedAt-asce', 'name-asce', 'name-desc']);
  });

  it('round-trips every choice through the address', () => {
    for (const choice of sortChoices) expect(sortChoiceOf(sortOfChoice(choice))).toBe(choice);
  });

  it('leaves the natural order out of the address', () => {
    expect(sortOfChoice('name-asce')).toEqual({ sort: 'name', sortOrder: undefined });
    expect(sortOfChoice('updatedAt-asce')).toEqual({ sort: 'updatedAt', sortOrder: 'asce' });
    expect(sortChoiceOf({})).toBe('updatedAt-desc');
  });
});
