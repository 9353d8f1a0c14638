import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './use-detailed-search.ts';

describe('safeReturnTo', () => {
  it('takes a dashboard page of this app and nothing else', () => {
    const page = '/dashboard/user-management/edit-user/media-assignment/0b6c4f0e-1c1a-4c7e-9d3b-2f1e1f1e1f1e/abc-1';
    expect(safeReturnTo(page)).toBe(page);
    for (const bad of [
      null,
      '',
      'https://evil.example/dashboard',
      '//evil.example/x',
      '/dashboard/../login',
      '/login',
      '/dashboard/a?b=c',
    ])
      expect(safeReturnTo(bad)).toBeNull();
  });
});
