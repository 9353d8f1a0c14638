import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { emailSchema, passwordSchema } from '@plakat/shared';

vi.mock('./i18n.ts', () => ({ default: { t: (key: string) => key }, currentLanguage: () => 'en' }));
vi.mock('./notify.ts', () => ({ notify: {} }));

const { zodRule, issueText, applyServerErrors, firstErrorScroll, serverFieldErrors } = await import('./form-rules.ts');
const { ApiRequestError } = await import('./api-client.ts');
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

  it('validates with a schema that is loaded on the first check', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return emailSchema;
    };
    expect(await run(load, 'nope')).toBe('validation:email');
    expect(await run(load, 'a@b.de')).toBeNull();
    expect(loads).toBe(2);
  });

  it('maps zod messages without a key by issue code', () => {
    expect(issueText({ code: 'too_small', message: 'Too small: expected >=3', minimum: 3 }, t)).toBe(
      'validation:tooShort|3',
    );
    expect(issueText({ code: 'custom', message: 'Something' }, t)).toBe('validation:invalid');
  });
});

describe('applyServerErrors', () => {
  it("puts the server's field errors on the fields, then scrolls to the first one and focuses it", () => {
    const form = {
      getFieldsValue: () => ({ companyName: '', postcode: 'x', address: {} }),
      setFields: vi.fn(),
      scrollToField: vi.fn(),
    };
    const error = new ApiRequestError(400, {
      message: 'Invalid',
      errors: [
        { path: 'postcode', message: 'Invalid postcode' },
        { path: 'address.lines.0', message: 'Required' },
        { path: 'token', message: 'not a field of the form' },
      ],
    });
    expect(applyServerErrors(form as never, error)).toBe(true);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: ['postcode'], errors: ['Invalid postcode'] },
      { name: ['address', 'lines', 0], errors: ['Required'] },
    ]);
    expect(form.scrollToField).toHaveBeenCalledWith(['postcode'], firstErrorScroll);
    expect(firstErrorScroll).toMatchObject({ focus: true, scrollMode: 'always' });
  });

  it('leaves errors that name no field of the form to the caller', () => {
    const form = { getFieldsValue: () => ({ email: '' }), setFields: vi.fn(), scrollToField: vi.fn() };
    const error = new ApiRequestError(400, { errors: [{ path: 'token', message: 'Expired' }] });
    expect(applyServerErrors(form as never, error)).toBe(false);
    expect(form.scrollToField).not.toHaveBeenCalled();
  });
});

describe('serverFieldErrors', () => {
  it("groups the server's errors on the shown fields by path, in the answer's order", () => {
    const error = new ApiRequestError(400, {
      errors: [
        { path: 'password', message: 'Too short' },
        { path: 'email', message: 'Invalid' },
        { path: 'password', message: 'Too common' },
        { path: 'lang', message: 'not shown' },
      ],
    });
    expect([...(serverFieldErrors(error, new Set(['email', 'password'])) ?? [])]).toEqual([
      ['password', ['Too short', 'Too common']],
      ['email', ['Invalid']],
    ]);
  });

  it('answers null for an answer without errors on the shown fields, and for other errors', () => {
    const shown = new Set(['email']);
    expect(serverFieldErrors(new ApiRequestError(401, { message: 'Wrong password' }), shown)).toBeNull();
    expect(
      serverFieldErrors(new ApiRequestError(400, { errors: [{ path: 'token', message: 'x' }] }), shown),
    ).toBeNull();
    expect(serverFieldErrors(new Error('network'), shown)).toBeNull();
  });
});
