import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';
import i18n from './i18n.ts';
import { notify } from './notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` keeps the global error toast away (the screen reports the error itself). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

type Operation = 'fetch' | 'update';

/**
 * Platform spec §8: the server's `message`, else the error's own message, else 'Could not fetch/update data: error
 * connecting to server.'; anything that is not an Error is 'An unknown error occurred.'
 */
export function errorMessage(error: unknown, operation: Operation): string {
  const fallback = operation === 'fetch' ? i18n.t('common:errors.fetchFailed') : i18n.t('common:errors.updateFailed');
  if (error instanceof ApiRequestError) return error.data?.message || error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  return i18n.t('common:errors.unknown');
}

/** 418 and 419 are handled by the api-client (refresh, or logout with its own message). */
const handledByClient = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 418 || error.status === 419);
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function report(error: unknown, operation: Operation) {
  if (handledByClient(error) || isAbort(error)) return;
  const text = errorMessage(error, operation);
  // The same text from several queries at once shows one toast.
  notify.error(text, { key: `${operation}:${text}` });
}

const isClientError = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** Spec §9: stale after 10 minutes, kept 15, no refetch on window focus, one retry (never for 4xx answers). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent) return;
      report(error, 'fetch');
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.silent) return;
      report(error, 'update');
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 10 * 60 * 1000,
      gcTime: 15 * 60 * 1000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
    },
    mutations: { retry: false },
  },
});
