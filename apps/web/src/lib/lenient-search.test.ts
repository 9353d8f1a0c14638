import { describe, expect, it } from 'vitest';
import { intIn, intRange, lenientSchema, manyOf, oneOf, text } from './lenient-search.ts';

describe('lenientSchema', () => {
  const schema = lenientSchema({
    keyword: text(5),
    page: intRange(1, 10),
    size: intIn([10, 20]),
    sort: oneOf(['a', 'b'] as const),
    days: manyOf(['mo', 'tu', 'we'] as const),
  });

  it('keeps the valid values, trimmed, the last of a repeated key, lists in their own order', () => {
    const parsed = schema.safeParse({ keyword: ' köln ', page: ['3', '4'], size: '20', sort: 'b', days: 'we,mo,xx' });
    expect(parsed).toEqual({
      success: true,
      data: { keyword: 'köln', page: 4, size: 20, sort: 'b', days: ['mo', 'we'] },
    });
  });

  it('drops each invalid value on its own and never fails', () => {
    const parsed = schema.safeParse({ keyword: 'too long', page: '0', size: '15', sort: 'c', days: 'xx' });
    expect(parsed).toEqual({ success: true, data: {} });
    expect(schema.safeParse(null)).toEqual({ success: true, data: {} });
    expect(intRange(1, 10)('2.5')).toBeUndefined();
    expect(intRange(1, 10)('-1')).toBeUndefined();
  });
});
