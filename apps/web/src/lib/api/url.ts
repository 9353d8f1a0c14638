import { currentLanguage } from '../i18n.ts';
import type { paths } from './schema.ts';

/** Absolute base of the API calls: the page's own origin (Request needs absolute URLs outside a document). */
export const apiOrigin = (): string =>
  typeof window !== 'undefined' && typeof window.location?.origin === 'string' ? window.location.origin : '';

/**
 * Query string of a call: empty values are left out and `lang` (the reader's language, for the translated `message`)
 * is added unless the call names one itself.
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  if (!params.has('lang')) params.set('lang', currentLanguage());
  return params.toString();
}

/** `/api/displays/{id}/media` with `{ id }` → the absolute URL with the query (for calls made without fetch). */
export function apiUrl(
  path: keyof paths,
  params: { path?: Record<string, string | number>; query?: Record<string, unknown> } = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params.path?.[name];
    if (value === undefined) throw new Error(`apiUrl: missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
  return `${apiOrigin()}${filled}?${serializeQuery(params.query)}`;
}
