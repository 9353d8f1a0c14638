import { describe, expect, it, vi } from 'vitest';

vi.mock('../i18n.ts', () => ({ currentLanguage: () => 'de' }));
const { apiUrl, serializeQuery } = await import('./url.ts');

describe('serializeQuery', () => {
  it('leaves out empty values and adds the reader language unless the call names one', () => {
    expect(serializeQuery({ page: 2, keyword: '', sort: undefined, isLocked: false, none: null })).toBe(
      'page=2&isLocked=false&lang=de',
    );
    expect(serializeQuery({ lang: 'en' })).toBe('lang=en');
    expect(serializeQuery(undefined)).toBe('lang=de');
  });

  it('repeats a list parameter per value', () => {
    expect(serializeQuery({ days: ['mon', 'tue'] })).toBe('days=mon&days=tue&lang=de');
  });
});

describe('apiUrl', () => {
  it('fills and encodes the path parameters', () => {
    expect(apiUrl('/api/displays/{id}/media', { path: { id: 'a b' }, query: { kind: 'location' } })).toBe(
      '/api/displays/a%20b/media?kind=location&lang=de',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => apiUrl('/api/displays/{id}/media')).toThrow(/missing path parameter id/);
  });
});
