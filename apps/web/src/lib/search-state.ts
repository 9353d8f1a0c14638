import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Search state lives in the address bar (architecture: web conventions). A page describes its address once
 * (`defineSearch`: the schema that reads it, the values left out of it, the keys its search form sets); everything
 * else here works from that description: reading a query string into typed values, writing values back with only
 * what differs from the defaults (so `?page=1&perPage=10&sort=onlineId&sortOrder=asce` never appears in a link,
 * platform spec §5), and the hook that keeps the address canonical.
 */

/** Any schema with zod's `safeParse`: a zod schema or `lenientSchema` (lib/lenient-search.ts, no zod in the page). */
export type SearchSchema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

type Scalar = string | number | boolean;
export type SearchValue = Scalar | readonly Scalar[] | null | undefined;
export type SearchValues = Record<string, SearchValue>;

export type SearchDefinition<T extends object> = {
  schema: SearchSchema<T>;
  /** Values the address leaves out (page 1, 10 per page, the default sort). */
  defaults: Partial<T>;
  /** The keys a search form sets: a new search replaces them and starts on page 1; the others (paging, sort) stay. */
  filterKeys: readonly (keyof T & string)[];
};

/** The values a definition reads (`SearchValuesOf<typeof ownDisplaySearch>`). */
export type SearchValuesOf<D> = D extends SearchDefinition<infer T> ? T : never;

export function defineSearch<T extends object>(
  schema: SearchSchema<T>,
  options: { defaults?: Partial<T>; filterKeys?: readonly (keyof T & string)[] } = {},
): SearchDefinition<T> {
  return { schema, defaults: options.defaults ?? {}, filterKeys: options.filterKeys ?? [] };
}

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
 * The schema's reading of `raw`. Schemas built for the address bar drop invalid fields themselves
 * (`.optional().catch(undefined)`, or lenientSchema); should the whole object still fail, each field is tried alone
 * and the invalid ones are left out, so a bad link never breaks a page.
 */
function readLeniently<T>(schema: SearchSchema<T>, raw: Record<string, string | string[]>): T {
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

/** undefined, null, NaN, a blank string or an empty list (String([]) is ''). */
const isEmpty = (value: SearchValue): boolean => value == null || Number.isNaN(value) || String(value).trim() === '';

/** Lists compare item by item through their text ('a,b'), as they appear in the address. */
const sameAsDefault = (value: SearchValue, fallback: SearchValue): boolean =>
  fallback != null && String(value) === String(fallback);

/** `values` without empty values and without the values equal to their default. */
function withoutDefaults<T extends object>(values: T, defaults: Partial<T>): T {
  const out: SearchValues = {};
  const fallback = defaults as SearchValues;
  for (const [key, value] of Object.entries(values as SearchValues)) {
    if (!isEmpty(value) && !sameAsDefault(value, fallback[key])) out[key] = value;
  }
  return out as T;
}

/**
 * A query string's values: invalid and unknown values dropped, and default values left out, so an address and the
 * canonical form it is rewritten to give the same values (the same query, the same selection; a value equal to its
 * default is the same search as no value).
 */
export function parseSearch<T extends object>(definition: SearchDefinition<T>, params: URLSearchParams): T {
  return withoutDefaults(readLeniently(definition.schema, searchParamsToObject(params)), definition.defaults);
}

/**
 * Values → query string. Empty values (undefined, null, blank strings, empty arrays) and values equal to their
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

/** `path?query` for `values` as the definition writes them, without a dangling `?` when nothing is set. */
export function searchHref<T extends object>(
  path: string,
  definition: SearchDefinition<T>,
  values: Partial<T>,
): string {
  const query = toSearchParams(values as SearchValues, definition.defaults as SearchValues).toString();
  return query ? `${path}?${query}` : path;
}

/** The values of the search form's keys. */
export function pickFilters<T extends object>(definition: SearchDefinition<T>, values: T): Partial<T> {
  return Object.fromEntries(definition.filterKeys.map((key) => [key, values[key]])) as Partial<T>;
}

/**
 * A new search: the form's keys replaced by `form`, the other values (page size, sort) kept, back to page 1. A form
 * with fewer fields (a quick search) passes its `keys`, so the filters it does not show are kept too.
 */
export function withFilters<T extends object>(
  definition: SearchDefinition<T>,
  current: T,
  form: Partial<Record<keyof T & string, unknown>>,
  keys: readonly (keyof T & string)[] = definition.filterKeys,
): T {
  const next: SearchValues = { ...current, page: undefined };
  for (const key of keys) next[key] = form[key] as SearchValue;
  return next as T;
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
 * The query string as the definition writes it, or null when `params` already reads so: invalid and unknown values
 * dropped, defaults left out.
 */
export function canonicalSearch<T extends object>(
  definition: SearchDefinition<T>,
  params: URLSearchParams,
): URLSearchParams | null {
  const canonical = toSearchParams(
    parseSearch(definition, params) as SearchValues,
    definition.defaults as SearchValues,
  );
  return sameQuery(canonical, params) ? null : canonical;
}

/** The address's values, read only (a search form page: it leaves its address as it came). */
export function useSearchValues<T extends object>(definition: SearchDefinition<T>): T {
  const [params] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised query is the identity of the params
  return useMemo(() => parseSearch(definition, params), [definition, key]);
}

/**
 * The address bar as typed state: `[values, setValues]`. `setValues` replaces the whole set (pass the merged object
 * to change one field); defaults are left out of the address. An address with invalid, unknown or default values is
 * rewritten in place (history replaced) to what the values are, so a shared link never carries values the page
 * ignores; the values stay the same through that rewrite. A new query on the same page (paging, sorting) keeps the
 * scroll position; only a new page starts at the top (ScrollRestoration in the root layout).
 */
export function useSearchState<T extends object>(definition: SearchDefinition<T>) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const values = useSearchValues(definition);
  const setValues = useCallback(
    (next: Partial<T>, options?: { replace?: boolean }) =>
      setParams(toSearchParams(next as SearchValues, definition.defaults as SearchValues), {
        ...options,
        preventScrollReset: true,
      }),
    [setParams, definition],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised query is the identity of the params
  useEffect(() => {
    const canonical = canonicalSearch(definition, params);
    if (canonical) setParams(canonical, { replace: true, preventScrollReset: true });
  }, [definition, key, setParams]);
  return [values, setValues] as const;
}
