import type { SearchSchema } from './search-state.ts';

/*
 * Search state schemas that keep what is valid and drop the rest, value by value, without zod (a page that parses its
 * address must not load zod for it): each field has a parser that answers its value or undefined.
 */
export type Raw = string | string[] | undefined;
export type FieldParser<V> = (raw: Raw) => V | undefined;

const one = (raw: Raw) => (Array.isArray(raw) ? raw[raw.length - 1] : raw);
export const text =
  (max: number): FieldParser<string> =>
  (raw) => {
    const value = one(raw)?.trim();
    return value && value.length <= max ? value : undefined;
  };
/** Text that matches `pattern` in full (a sort field of an overview whose fields are not listed yet). */
export const matching =
  (pattern: RegExp): FieldParser<string> =>
  (raw) => {
    const value = one(raw)?.trim();
    return value && pattern.test(value) ? value : undefined;
  };
export const oneOf =
  <T extends string>(list: readonly T[]): FieldParser<T> =>
  (raw) => {
    const value = one(raw);
    return value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : undefined;
  };
export const intIn =
  <T extends number>(list: readonly T[]): FieldParser<T> =>
  (raw) => {
    const value = Number(one(raw));
    return Number.isInteger(value) && (list as readonly number[]).includes(value) ? (value as T) : undefined;
  };
export const intRange =
  (min: number, max: number): FieldParser<number> =>
  (raw) => {
    const s = one(raw);
    if (s === undefined || !/^\d+$/.test(s)) return undefined;
    const value = Number(s);
    return value >= min && value <= max ? value : undefined;
  };
export const uuid: FieldParser<string> = (raw) => {
  const value = one(raw);
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : undefined;
};
export const manyOf =
  <T extends string>(list: readonly T[]): FieldParser<T[]> =>
  (raw) => {
    const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : raw.split(',')).filter((d): d is T =>
      (list as readonly string[]).includes(d),
    );
    const unique = list.filter((item) => values.includes(item));
    return unique.length ? unique : undefined;
  };

type Parsers = Record<string, FieldParser<unknown>>;
type Parsed<P extends Parsers> = { [K in keyof P]?: P[K] extends FieldParser<infer V> ? V : never };

export function lenientSchema<P extends Parsers>(parsers: P): SearchSchema<Parsed<P>> {
  return {
    safeParse: (value: unknown) => {
      const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, Raw>;
      const data: Record<string, unknown> = {};
      for (const [key, parse] of Object.entries(parsers)) {
        const parsed = parse(raw[key]);
        if (parsed !== undefined) data[key] = parsed;
      }
      return { success: true as const, data: data as Parsed<P> };
    },
  };
}
