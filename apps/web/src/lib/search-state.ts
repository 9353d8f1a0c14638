import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Search state lives in the address bar (architecture: web conventions). These helpers turn a query string into
 * typed filters with a shared zod schema and back, writing only the values that differ from the defaults, so
 * `?page=1&perPage=10&sort=onlineId&sortOrder=asce` never appears in a link (platform spec §5).
 */

/** Any schema with zod's `safeParse` (kept structural, so the web needs no direct zod import). */
export type SearchSchema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

type Scalar = string | number | boolean;
export type SearchValue = Scalar | readonly Scalar[] | null | undefined;
export type SearchValues = Record<string, SearchValue>;

/** Query string → plain object: empty values are skipped, a repeated key becomes an array. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (value === '') continue;
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

/**
 * Parses a query string with `schema`. Schemas built for the address bar drop invalid fields themselves
 * (`.optional().catch(undefined)`); should the whole object still fail, each field is tried alone and the
 * invalid ones are left out, so a bad link never breaks a page.
 */
export function parseSearch<T>(schema: SearchSchema<T>, params: URLSearchParams): T {
  const raw = searchParamsToObject(params);
  const whole = schema.safeParse(raw);
  if (whole.success) return whole.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const single = schema.safeParse({ ...kept, [key]: value });
    if (single.success) kept[key] = value;
  }
  const partial = schema.safeParse(kept);
  if (partial.success) return partial.data;
  const empty = schema.safeParse({});
  return (empty.success ? empty.data : {}) as T;
}

const isEmpty = (value: SearchValue): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

const sameAsDefault = (value: SearchValue, fallback: SearchValue): boolean => {
  if (fallback === undefined || fallback === null) return false;
  if (Array.isArray(value) || Array.isArray(fallback)) {
    const a = Array.isArray(value) ? value : [value];
    const b = Array.isArray(fallback) ? fallback : [fallback];
    return a.length === b.length && a.every((item, i) => String(item) === String(b[i]));
  }
  return String(value) === String(fallback);
};

/**
 * Filters → query string. Empty values (undefined, null, blank strings, empty arrays) and values equal to their
 * default are omitted; arrays repeat the key; strings are trimmed. Keys keep the order of `values`.
 */
export function toSearchParams(values: SearchValues, defaults: SearchValues = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (isEmpty(value) || sameAsDefault(value, defaults[key])) continue;
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      const text = typeof item === 'string' ? item.trim() : String(item);
      if (text !== '') params.append(key, text);
    }
  }
  return params;
}

/** `path?query` without a dangling `?` when no filter is set. */
export function withSearch(path: string, values: SearchValues, defaults: SearchValues = {}): string {
  const query = toSearchParams(values, defaults).toString();
  return query ? `${path}?${query}` : path;
}

/** Two query strings with the same values (the order of the keys aside). */
function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (p: URLSearchParams) => {
    const copy = new URLSearchParams(p);
    copy.sort();
    return copy.toString();
  };
  return sorted(a) === sorted(b);
}

/**
 * The query string as the search-state rule writes it, or null when `params` already reads so: parsed with
 * `schema`, invalid and unknown values dropped, defaults left out.
 */
export function canonicalSearch<T>(
  schema: SearchSchema<T>,
  params: URLSearchParams,
  defaults: SearchValues = {},
): URLSearchParams | null {
  const canonical = toSearchParams(parseSearch(schema, params) as SearchValues, defaults);
  return sameQuery(canonical, params) ? null : canonical;
}

/**
 * The address bar as typed state: `[filters, setFilters]`. `setFilters` replaces the whole filter set (pass the
 * merged object to change one field); defaults are left out of the address. An address with invalid, unknown or
 * default values is rewritten in place (history replaced) to what the filters are, so a shared link never carries
 * values the page ignores. A new query on the same page (paging, sorting) keeps the scroll position; only a new page
 * starts at the top (ScrollRestoration in the root layout).
 */
export function useSearchState<T>(schema: SearchSchema<T>, defaults: SearchValues = {}) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised query is the identity of the params
  const values = useMemo(() => parseSearch(schema, params), [schema, key]);
  const setValues = useCallback(
    (next: SearchValues, options?: { replace?: boolean }) =>
      setParams(toSearchParams(next, defaults), { ...options, preventScrollReset: true }),
    [setParams, defaults],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised query is the identity of the params
  useEffect(() => {
    const canonical = canonicalSearch(schema, params, defaults);
    if (canonical) setParams(canonical, { replace: true, preventScrollReset: true });
  }, [schema, key, defaults, setParams]);
  return [values, setValues] as const;
}
