import { describe, expect, it } from 'vitest';
import { paging, superpanelCompaniesQuery, userOverviewFilter } from '@plakat/shared';
import { canonicalSearch, parseSearch, searchParamsToObject, toSearchParams, withSearch } from './search-state.ts';

const q = (s: string) => new URLSearchParams(s);

describe('searchParamsToObject', () => {
  it('skips empty values and collects repeated keys', () => {
    expect(searchParamsToObject(q('a=1&b=&c=%20%20&d=x&d=y&d=z'))).toEqual({ a: '1', d: ['x', 'y', 'z'] });
  });
});

describe('parseSearch with the user-overview filter', () => {
  it('reads every filter of the detailed search', () => {
    const f = parseSearch(
      userOverviewFilter,
      q(
        'fullText=anna&companyId=c1&departmentId=d1&roles=r1&categoryId=k1&affiliation=external&status=paused&entryDate=14&lastActivity=365',
      ),
    );
    expect(f).toEqual({
      fullText: 'anna',
      companyId: 'c1',
      departmentId: 'd1',
      roles: 'r1',
      categoryId: 'k1',
      affiliation: 'external',
      status: 'paused',
      entryDate: 14,
      lastActivity: 365,
    });
  });

  it('drops an unknown status or affiliation but keeps the rest', () => {
    const f = parseSearch(userOverviewFilter, q('status=deleted&affiliation=alien&fullText=bob'));
    expect(f.status).toBeUndefined();
    expect(f.affiliation).toBeUndefined();
    expect(f.fullText).toBe('bob');
  });

  it('reads numeric page parameters as integers and drops the others', () => {
    expect(parseSearch(userOverviewFilter, q('page=3&perPage=20')).page).toBe(3);
    expect(parseSearch(userOverviewFilter, q('page=3&perPage=20')).perPage).toBe(20);
    expect(parseSearch(userOverviewFilter, q('page=2.5')).page).toBeUndefined();
    expect(parseSearch(userOverviewFilter, q('page=abc')).page).toBeUndefined();
    expect(parseSearch(userOverviewFilter, q('page=-1')).page).toBeUndefined();
  });

  it('accepts only the period options for entry date and last activity', () => {
    expect(parseSearch(userOverviewFilter, q('entryDate=31')).entryDate).toBe(31);
    expect(parseSearch(userOverviewFilter, q('entryDate=30')).entryDate).toBeUndefined();
  });

  it('gives an empty filter for an empty query', () => {
    const f = parseSearch(userOverviewFilter, q(''));
    expect(Object.values(f).every((value) => value === undefined)).toBe(true);
  });
});

describe('parseSearch with a strict schema with defaults', () => {
  it('applies the defaults for missing fields', () => {
    expect(parseSearch(superpanelCompaniesQuery, q(''))).toEqual({ page: 1, limit: 20 });
  });

  it('keeps the valid fields when another field is invalid', () => {
    expect(parseSearch(superpanelCompaniesQuery, q('page=2&limit=5000&keyword=acme'))).toEqual({
      page: 2,
      limit: 20,
      keyword: 'acme',
    });
    expect(parseSearch(superpanelCompaniesQuery, q('page=zero&limit=50'))).toEqual({ page: 1, limit: 50 });
  });

  it('drops unknown keys that a strict schema refuses', () => {
    expect(parseSearch(superpanelCompaniesQuery, q('page=3&foo=bar'))).toEqual({ page: 3, limit: 20 });
  });
});

describe('toSearchParams', () => {
  it('omits empty values and the paging defaults', () => {
    const params = toSearchParams(
      {
        fullText: ' anna ',
        companyId: undefined,
        status: '',
        roles: null,
        categoryId: 'k1',
        page: 1,
        perPage: 10,
        sort: 'onlineId',
        sortOrder: 'asce',
      },
      paging,
    );
    expect(params.toString()).toBe('fullText=anna&categoryId=k1');
  });

  it('keeps values that differ from the defaults', () => {
    const params = toSearchParams({ page: 2, perPage: 50, sort: 'email', sortOrder: 'desc', entryDate: 7 }, paging);
    expect(params.toString()).toBe('page=2&perPage=50&sort=email&sortOrder=desc&entryDate=7');
  });

  it('repeats the key for arrays and skips empty arrays', () => {
    expect(toSearchParams({ ids: ['a', 'b'], none: [] }).toString()).toBe('ids=a&ids=b');
  });

  it('round-trips through parseSearch', () => {
    const filter = { fullText: 'a b&c', status: 'active', affiliation: 'internal', lastActivity: 93, page: 4 } as const;
    expect(parseSearch(userOverviewFilter, toSearchParams(filter, paging))).toMatchObject(filter);
  });
});

describe('withSearch', () => {
  it('adds the query only when a filter is set', () => {
    expect(withSearch('/list', { page: 1 }, paging)).toBe('/list');
    expect(withSearch('/list', { status: 'paused' }, paging)).toBe('/list?status=paused');
  });
});

describe('canonicalSearch', () => {
  const defaults = { page: 1, limit: 20 };
  it('leaves an address alone that already reads as the rule writes it, whatever the order of its keys', () => {
    expect(canonicalSearch(superpanelCompaniesQuery, q(''), defaults)).toBeNull();
    expect(canonicalSearch(superpanelCompaniesQuery, q('keyword=acme&page=2'), defaults)).toBeNull();
    expect(canonicalSearch(superpanelCompaniesQuery, q('page=2&keyword=acme'), defaults)).toBeNull();
  });

  it('drops invalid, unknown and default values and trims text', () => {
    expect(canonicalSearch(superpanelCompaniesQuery, q('page=zero&limit=20&foo=bar'), defaults)?.toString()).toBe('');
    expect(
      canonicalSearch(superpanelCompaniesQuery, q('page=3&limit=5000&keyword=%20acme%20'), defaults)?.toString(),
    ).toBe('page=3&keyword=acme');
  });
});
