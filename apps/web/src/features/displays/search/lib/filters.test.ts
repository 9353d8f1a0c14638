import { describe, expect, it } from 'vitest';
import {
  displaySearchBody,
  displaySearchQuery,
  partnerDisplaySearchBody,
  partnerDisplaySearchQuery,
} from '@plakat/shared';
import { canonicalSearch, parseSearch, searchHref, withFilters } from '../../../../lib/search-state.ts';
import { ownDisplaySearch, partnerDisplaySearch, toOwnSearchRequest, toPartnerSearchRequest } from './filters.ts';

const q = (s: string) => new URLSearchParams(s);
const uuid = '3f1c2b7a-9d7e-4c1a-8f00-123456789abc';

describe('own display filter in the address', () => {
  it('reads every search field and maps it to the search call', () => {
    const f = parseSearch(
      ownDisplaySearch,
      q(
        `keyword=Lobby&categoryId=${uuid}&displayType=Tablet&alignment=vertical&accessibility=private&locationType=internal&shareOptions=restricted&status=draft&lockStatus=locked&resolution=FullHD&keywords=kantine&street=Main&number=12&postCode=10117&town=Berlin&displaySizeFrom=10&displaySizeTo=101&period=31&availableDays=fri&availableDays=mon&page=3&perPage=50&sort=title&sortOrder=desc`,
      ),
    );
    const { query, body } = toOwnSearchRequest(f);
    expect(query).toEqual({ keyword: 'Lobby', page: 3, limit: 50, sort: '-title' });
    expect(body).toEqual({
      alignment: 'vertical',
      availableDays: ['mon', 'fri'],
      categoryId: uuid,
      date: 31,
      displayType: 'Tablet',
      infoAccess: 'private',
      location: 'internal',
      minDisplaySize: 10,
      number: '12',
      postCode: '10117',
      resolution: 'FullHD',
      share: 'restricted',
      status: 'draft',
      street: 'Main',
      town: 'Berlin',
      keywords: 'kantine',
      isLocked: true,
    });
    // The request is exactly what the server contract accepts.
    expect(displaySearchQuery.safeParse(query).success).toBe(true);
    expect(displaySearchBody.safeParse(body).success).toBe(true);
  });

  it('drops invalid values and falls back to the defaults', () => {
    const f = parseSearch(
      ownDisplaySearch,
      q(
        'status=deleted&page=0&perPage=33&sort=title;DROP&sortOrder=up&displayType=TV&categoryId=x&period=5&availableDays=xyz&page=abc',
      ),
    );
    expect(f).toEqual({});
    expect(toOwnSearchRequest(f)).toEqual({
      query: { keyword: undefined, page: 1, limit: 10, sort: 'onlineId' },
      body: {},
    });
    expect(parseSearch(ownDisplaySearch, q('page=-1&perPage=100&lockStatus=unlocked'))).toEqual({
      perPage: 100,
      lockStatus: 'unlocked',
    });
  });

  it('leaves defaults out of the address and starts a new search on page 1', () => {
    const current = {
      keyword: 'old',
      town: 'Berlin',
      page: 4,
      perPage: 20,
      sort: 'city' as const,
      sortOrder: 'desc' as const,
    };
    // A quick search replaces its own fields and keeps the detailed search's others.
    const next = withFilters(ownDisplaySearch, current, { keyword: 'new', status: 'active' }, ['keyword', 'status']);
    expect(searchHref('/l', ownDisplaySearch, next)).toBe(
      '/l?keyword=new&town=Berlin&perPage=20&sort=city&sortOrder=desc&status=active',
    );
    // The detailed search replaces every filter.
    expect(searchHref('/l', ownDisplaySearch, withFilters(ownDisplaySearch, current, { keyword: 'new' }))).toBe(
      '/l?keyword=new&perPage=20&sort=city&sortOrder=desc',
    );
    expect(searchHref('/l', ownDisplaySearch, { page: 1, perPage: 10, sort: 'onlineId', sortOrder: 'asce' })).toBe(
      '/l',
    );
  });

  it('reads an address and its canonical form as the same query (a selection survives the rewrite)', () => {
    const withDefault = parseSearch(ownDisplaySearch, q('sort=onlineId&sortOrder=desc&page=1'));
    const rewritten = parseSearch(
      ownDisplaySearch,
      canonicalSearch(ownDisplaySearch, q('sort=onlineId&sortOrder=desc&page=1')) ?? q(''),
    );
    expect(withDefault).toEqual({ sortOrder: 'desc' });
    expect(JSON.stringify(withDefault)).toBe(JSON.stringify(rewritten));
  });

  it('keeps keywords with SQL wildcards as plain text', () => {
    const f = parseSearch(ownDisplaySearch, q(`keyword=${encodeURIComponent("50%_o'k\\")}`));
    expect(toOwnSearchRequest(f).query.keyword).toBe("50%_o'k\\");
  });
});

describe('partner display filter in the address', () => {
  it('reads every filter and maps it to the partner search call', () => {
    const f = parseSearch(
      partnerDisplaySearch,
      q(
        `IdOrTitle=Markt&companyId=${uuid}&visibility=4&visitorCount=2&rating=5&priceCategory=1&alignment=horizontal&availableDays=sat&displayType=LCDScreen&number=8&postCode=80331&resolution=4KUHD&street=Marienplatz&town=München&page=2&perPage=20&sort=city&sortOrder=desc`,
      ),
    );
    const { query, body } = toPartnerSearchRequest(f);
    expect(query).toEqual({ page: 2, perPage: 20, sort: 'city', sortOrder: 'desc' });
    expect(body).toEqual({
      IdOrTitle: 'Markt',
      companyId: uuid,
      visibility: 4,
      visitorCount: 2,
      rating: 5,
      priceCategory: 1,
      alignment: 'horizontal',
      availableDays: ['sat'],
      displayType: 'LCDScreen',
      number: '8',
      postCode: '80331',
      resolution: '4KUHD',
      street: 'Marienplatz',
      town: 'München',
    });
    expect(partnerDisplaySearchQuery.safeParse(query).success).toBe(true);
    expect(partnerDisplaySearchBody.safeParse(body).success).toBe(true);
  });

  it('drops out-of-range ratings', () => {
    expect(parseSearch(partnerDisplaySearch, q('visibility=6&visitorCount=6&rating=0&priceCategory=x'))).toEqual({});
  });

  it('keeps every stored visitor count band 1..5 (5: more than 2000 visitors), as the server filters on them', () => {
    for (const band of [1, 5]) {
      const f = parseSearch(partnerDisplaySearch, q(`visitorCount=${band}`));
      expect(f).toEqual({ visitorCount: band });
      expect(partnerDisplaySearchBody.safeParse(toPartnerSearchRequest(f).body).success).toBe(true);
    }
  });

  it('favorite=true asks for the favourites only; any other value is dropped', () => {
    expect(toPartnerSearchRequest(parseSearch(partnerDisplaySearch, q('favorite=true'))).body).toEqual({
      favorite: true,
    });
    expect(toPartnerSearchRequest(parseSearch(partnerDisplaySearch, q('favorite=yes'))).body).toEqual({});
  });
});

describe('the address of the display overviews (search-state rule)', () => {
  it('is rewritten without invalid values and defaults, keeping the valid ones', () => {
    expect(
      canonicalSearch(ownDisplaySearch, q('perPage=7&status=bogus&sort=title;drop&page=abc&keyword=Lobby'))?.toString(),
    ).toBe('keyword=Lobby');
    expect(canonicalSearch(ownDisplaySearch, q('page=1&perPage=10&sort=onlineId&sortOrder=asce'))?.toString()).toBe('');
    expect(canonicalSearch(partnerDisplaySearch, q('visitorCount=9&rating=3&companyId=nope&foo=bar'))?.toString()).toBe(
      'rating=3',
    );
  });

  it('is left alone when every value is valid and not a default', () => {
    expect(canonicalSearch(ownDisplaySearch, q('sortOrder=desc&sort=title&page=2&status=draft'))).toBeNull();
    expect(canonicalSearch(partnerDisplaySearch, q('visitorCount=5&perPage=20'))).toBeNull();
    expect(canonicalSearch(ownDisplaySearch, q(''))).toBeNull();
  });
});
