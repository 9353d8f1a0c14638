import { describe, expect, it } from 'vitest';
import { paging, userOverviewFilter } from '@plakat/shared';
import { defineSearch, parseSearch, searchHref, withFilters } from '../../../lib/search-state.ts';
import { userSearch } from './user-search.ts';

const q = (s: string) => new URLSearchParams(s);
/** The shared zod filter of the user overview: the address reads the same without zod. */
const withZod = defineSearch(userOverviewFilter, { defaults: paging });

describe('the user overview address, read without zod', () => {
  const addresses = [
    'fullText=anna&companyId=c1&departmentId=d1&roles=r1&categoryId=k1&affiliation=external&status=paused&entryDate=14&lastActivity=365',
    'status=deleted&affiliation=alien&fullText=bob',
    'page=3&perPage=20&sort=email&sortOrder=desc',
    'page=2.5&perPage=0&sort=e;mail&sortOrder=up&entryDate=30',
    'page=1&perPage=10&sort=onlineId&sortOrder=asce&position=%20lead%20&companyName=ACME',
    '',
  ];
  it('reads every address as the shared zod filter does', () => {
    for (const address of addresses)
      expect(parseSearch(userSearch, q(address))).toEqual(parseSearch(withZod, q(address)));
  });

  it('opens the overview with the nine form fields replaced, the other values kept, on page 1', () => {
    const current = parseSearch(userSearch, q('fullText=old&position=lead&page=4&perPage=50&sort=email'));
    const next = withFilters(userSearch, current, { fullText: 'hannah', status: 'paused', affiliation: '' });
    expect(searchHref('/list', userSearch, next)).toBe(
      '/list?fullText=hannah&position=lead&perPage=50&sort=email&status=paused',
    );
  });
});
