import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../../../lib/search-state.ts';
import { mediaSearch, toMediaSearchRequest } from './filters.ts';

describe('media search in the address', () => {
  it('keeps allowed values and drops the rest', () => {
    const values = parseSearch(
      mediaSearch,
      new URLSearchParams('mediaType=commercial&type=audio&isArchived=true&period=14&perPage=7&sort=date'),
    );
    expect(values).toMatchObject({ mediaType: 'commercial', isArchived: 'true', period: 14, sort: 'date' });
    expect(values.type).toBeUndefined();
    expect(values.perPage).toBeUndefined();
  });

  it('becomes the call of spec 02 §7: keyword, limit and a signed sort in the query, booleans in the body', () => {
    const request = toMediaSearchRequest({
      keyword: 'Sommer',
      isArchived: 'false',
      period: 7,
      sort: 'firstUse',
      sortOrder: 'desc',
      perPage: 20,
      page: 2,
    });
    expect(request.query).toEqual({ keyword: 'Sommer', page: 2, limit: 20, sort: '-firstUse' });
    expect(request.body).toEqual({ isArchived: false, date: 7 });
  });

  it('asks for page 1, 10 files by number when the address is empty', () => {
    expect(toMediaSearchRequest({})).toEqual({
      query: { keyword: undefined, page: 1, limit: 10, sort: 'onlineId' },
      body: {},
    });
  });
});
