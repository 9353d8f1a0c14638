import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { langSchema, paging, singleLineText, superpanelPageFields, userOverviewFilter } from '@plakat/shared';
import {
  canonicalSearch,
  defineSearch,
  parseSearch,
  pickFilters,
  searchHref,
  searchParamsToObject,
  toSearchParams,
  withFilters,
} from './search-state.ts';

const q = (s: string) => new URLSearchParams(s);
/** The user overview's filter as a definition without defaults (what the schema reads), and with the paging ones. */
const users = defineSearch(userOverviewFilter);
const usersPaged = defineSearch(userOverviewFilter, { defaults: paging, filterKeys: ['fullText', 'status'] });
/** A strict schema with defaults (page and limit) and no sort. */
const companiesQuery = z.strictObject({
  ...superpanelPageFields,
  keyword: singleLineText(200).optional(),
  lang: langSchema.optional(),
});
const companies = defineSearch(companiesQuery);

describe('searchParamsToObject', () => {
  it('skips empty values and collects repeated keys', () => {
    expect(searchParamsToObject(q('a=1&b=&c=%20%20&d=x&d=y&d=z'))).toEqual({ a: '1', d: ['x', 'y', 'z'] });
  });
});

describe('parseSearch with the user-overview filter', () => {
  it('reads every filter of the detailed search', () => {
    const f = parseSearch(
      users,
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
    const f = parseSearch(users, q('status=deleted&affiliation=alien&fullText=bob'));
    expect(f.status).toBeUndefined();
    expect(f.affiliation).toBeUndefined();
    expect(f.fullText).toBe('bob');
  });

  it('reads numeric page parameters as integers and drops the others', () => {
    expect(parseSearch(users, q('page=3&perPage=20')).page).toBe(3);
    expect(parseSearch(users, q('page=3&perPage=20')).perPage).toBe(20);
    expect(parseSearch(users, q('page=2.5')).page).toBeUndefined();
    expect(parseSearch(users, q('page=abc')).page).toBeUndefined();
    expect(parseSearch(users, q('page=-1')).page).toBeUndefined();
  });

  it('accepts only the period options for entry date and last activity', () => {
    expect(parseSearch(users, q('entryDate=31')).entryDate).toBe(31);
    expect(parseSearch(users, q('entryDate=30')).entryDate).toBeUndefined();
  });

  it('gives an empty filter for an empty query', () => {
    const f = parseSearch(users, q(''));
    expect(Object.values(f).every((value) => value === undefined)).toBe(true);
  });
});

describe('parseSearch with a strict schema with defaults', () => {
  it('applies the defaults for missing fields', () => {
    expect(parseSearch(companies, q(''))).toEqual({ page: 1, limit: 20 });
  });

  it('keeps the valid fields when another field is invalid', () => {
    expect(parseSearch(companies, q('page=2&limit=5000&keyword=acme'))).toEqual({
      page: 2,
      limit: 20,
      keyword: 'acme',
    });
    expect(parseSearch(companies, q('page=zero&limit=50'))).toEqual({ page: 1, limit: 50 });
  });

  it('drops unknown keys that a strict schema refuses', () => {
    expect(parseSearch(companies, q('page=3&foo=bar'))).toEqual({ page: 3, limit: 20 });
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
    expect(parseSearch(users, toSearchParams(filter, paging))).toMatchObject(filter);
  });
});

describe('searchHref', () => {
  it('adds the query only when a value differs from its default', () => {
    expect(searchHref('/list', usersPaged, { page: 1 })).toBe('/list');
    expect(searchHref('/list', usersPaged, { status: 'paused' })).toBe('/list?status=paused');
  });
});

describe('parseSearch with defaults', () => {
  it('leaves out values equal to their default, so an address and its rewritten form are the same values', () => {
    const long = parseSearch(usersPaged, q('page=1&perPage=10&sort=onlineId&sortOrder=desc&status=paused'));
    expect(long).toEqual({ sortOrder: 'desc', status: 'paused' });
    expect(
      parseSearch(usersPaged, canonicalSearch(usersPaged, q('page=1&sortOrder=desc&status=paused')) ?? q('')),
    ).toEqual(long);
  });
});

describe('the search form keys', () => {
  const current = { fullText: 'anna', status: 'paused' as const, position: 'lead', page: 3, perPage: 20 as const };
  it('picks the form values', () => {
    expect(pickFilters(usersPaged, current)).toEqual({ fullText: 'anna', status: 'paused' });
  });

  it('starts a new search on page 1 and keeps the values the form does not set', () => {
    expect(withFilters(usersPaged, current, { fullText: 'bob' })).toEqual({
      fullText: 'bob',
      status: undefined,
      position: 'lead',
      page: undefined,
      perPage: 20,
    });
    expect(withFilters(usersPaged, current, { status: 'active' }, ['status'])).toMatchObject({
      fullText: 'anna',
      status: 'active',
    });
    expect(searchHref('/l', usersPaged, withFilters(usersPaged, current, {}))).toBe('/l?position=lead&perPage=20');
  });
});

describe('canonicalSearch', () => {
  const companiesPaged = defineSearch(companiesQuery, { defaults: { page: 1, limit: 20 } });
  it('leaves an address alone that already reads as the rule writes it, whatever the order of its keys', () => {
    expect(canonicalSearch(companiesPaged, q(''))).toBeNull();
    expect(canonicalSearch(companiesPaged, q('keyword=acme&page=2'))).toBeNull();
    expect(canonicalSearch(companiesPaged, q('page=2&keyword=acme'))).toBeNull();
  });

  it('drops invalid, unknown and default values and trims text', () => {
    expect(canonicalSearch(companiesPaged, q('page=zero&limit=20&foo=bar'))?.toString()).toBe('');
    expect(canonicalSearch(companiesPaged, q('page=3&limit=5000&keyword=%20acme%20'))?.toString()).toBe(
      'page=3&keyword=acme',
    );
  });
});
