import { describe, expect, it, vi } from 'vitest';

vi.mock('./i18n.ts', () => ({ default: { t: (key: string) => key }, currentLanguage: () => 'en' }));
vi.mock('./notify.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const { ApiRequestError } = await import('./api-client.ts');
const { errorMessage, queryClient } = await import('./query-client.ts');

describe('errorMessage (platform spec §8)', () => {
  it('prefers the server message, then the error message, then the fallback per operation', () => {
    expect(errorMessage(new ApiRequestError(400, { message: 'From server' }), 'fetch')).toBe('From server');
    expect(errorMessage(new Error('Own message'), 'update')).toBe('Own message');
    expect(errorMessage(new ApiRequestError(0), 'fetch')).toBe('common:errors.fetchFailed');
    expect(errorMessage(new ApiRequestError(502), 'update')).toBe('common:errors.updateFailed');
    expect(errorMessage('weird', 'fetch')).toBe('common:errors.unknown');
  });
});

describe('queryClient defaults (platform spec §9)', () => {
  it('caches 10/15 minutes, no refetch on focus, one retry but none for 4xx', () => {
    const q = queryClient.getDefaultOptions().queries!;
    expect(q.staleTime).toBe(600_000);
    expect(q.gcTime).toBe(900_000);
    expect(q.refetchOnWindowFocus).toBe(false);
    const retry = q.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiRequestError(500))).toBe(true);
    expect(retry(1, new ApiRequestError(500))).toBe(false);
    expect(retry(0, new ApiRequestError(404))).toBe(false);
  });
});
