import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { emailSchema, passwordSchema } from '@plakat/shared';

vi.mock('./i18n.ts', () => ({ default: { t: (key: string) => key }, currentLanguage: () => 'en' }));
vi.mock('./notify.ts', () => ({ notify: {} }));

const { zodRule, issueText } = await import('./form-rules.ts');
const t = ((key: string, params?: Record<string, string>) =>
  key.endsWith('tooShort') ? `${key}|${params?.min}` : key) as unknown as TFunction;

const run = async (schema: Parameters<typeof zodRule>[0], value: unknown) => {
  const rule = zodRule(schema, t) as { validator: (r: unknown, v: unknown) => Promise<void> };
  return rule.validator({}, value).then(
    () => null,
    (e: Error) => e.message,
  );
};

describe('zodRule', () => {
  it('translates the schema keys into the validation namespace with their parameters', async () => {
    expect(await run(emailSchema, undefined)).toBe('validation:required');
    expect(await run(emailSchema, '  ')).toBe('validation:required');
    expect(await run(emailSchema, 'nope')).toBe('validation:email');
    expect(await run(emailSchema, 'a@b.de')).toBeNull();
    expect(await run(passwordSchema, 'short1')).toBe('validation:tooShort|8');
    expect(await run(passwordSchema, 'longenough')).toBe('validation:passwordWeak');
  });

  it('maps zod messages without a key by issue code', () => {
    expect(issueText({ code: 'too_small', message: 'Too small: expected >=3', minimum: 3 }, t)).toBe(
      'validation:tooShort|3',
    );
    expect(issueText({ code: 'custom', message: 'Something' }, t)).toBe('validation:invalid');
  });
});
