import type { FormInstance, FormRule } from 'antd';
import type { ScrollFocusOptions } from 'antd/es/form/Form';
import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client.ts';

/**
 * How every form shows its first invalid field, after a failed submit (ConfigProvider in app/providers.tsx) and after
 * the server's field errors: scrolled into view only when it is not fully visible, below the sticky top bar with its
 * label (the `scroll-margin-top` of app/shell.css; 'always' because antd's default 'if-needed' counts a field under
 * the bar as visible), and focused.
 */
export const firstErrorScroll: ScrollFocusOptions = { scrollMode: 'always', block: 'nearest', focus: true };

/** The part of a zod issue the forms use (zod 4 shape; kept structural so the web needs no direct zod import). */
type Issue = { code?: string; message?: string; minimum?: unknown; maximum?: unknown; path?: PropertyKey[] };
type SafeParser = { safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } } };

/**
 * Shared schemas carry i18n keys as messages ('validation.required'); they become 'validation:required' here, with
 * `min`/`max` from the issue. zod's own messages (no key) are mapped by issue code, as the server does.
 */
export function issueText(issue: Issue, t: TFunction): string {
  const params = { min: String(issue.minimum ?? ''), max: String(issue.maximum ?? '') };
  const message = issue.message ?? '';
  const key = /^([A-Za-z]+)\.([\w.]+)$/.exec(message);
  if (key) return t(`${key[1]}:${key[2]}`, params);
  switch (issue.code) {
    case 'too_small':
      return t('validation:tooShort', params);
    case 'too_big':
      return t('validation:tooLong', params);
    case 'invalid_type':
      return t('validation:required');
    default:
      return t('validation:invalid');
  }
}

/**
 * An antd Form rule that validates one field's value with a zod schema and shows the translated first issue. The
 * schema may also be given as a loader: a page that must not wait for zod before it shows (the login) loads it on the
 * first check, or earlier by calling the loader itself once it has rendered.
 */
export function zodRule(schema: SafeParser | (() => Promise<SafeParser>), t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parser = typeof schema === 'function' ? await schema() : schema;
      const result = parser.safeParse(value);
      if (!result.success) throw new Error(issueText(result.error.issues[0] ?? {}, t));
    },
  };
}

/** The value must equal another field's value (repeat password, repeat e-mail); re-check with `dependencies`. */
export function matchFieldRule(field: string, t: TFunction, messageKey = 'validation:passwordsDiffer'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return; // the field's own required rule reports it
      if (value !== getFieldValue(field)) throw new Error(t(messageKey));
    },
  });
}

/**
 * The server's field errors (`400 { errors: [{ path, message }] }`) on the fields a form shows (`shown`, top-level
 * names), by dotted path ('address.street'), in the answer's order; null when there are none on those fields (an
 * error on anything else, a token from the address say, stays with the caller, who shows the answer's `message`).
 */
export function serverFieldErrors(error: unknown, shown: ReadonlySet<string>): Map<string, string[]> | null {
  if (!(error instanceof ApiRequestError) || !error.data?.errors?.length) return null;
  const byField = new Map<string, string[]>();
  for (const { path, message } of error.data.errors) {
    if (!path || !shown.has(path.split('.')[0])) continue;
    byField.set(path, [...(byField.get(path) ?? []), message]);
  }
  return byField.size > 0 ? byField : null;
}

/**
 * Shows the server's field errors on an antd form's fields (serverFieldErrors) and brings the first into view.
 * Answers whether at least one error was placed on a field of the form.
 */
export function applyServerErrors(form: FormInstance, error: unknown): boolean {
  const byField = serverFieldErrors(error, new Set(Object.keys(form.getFieldsValue() ?? {})));
  if (!byField) return false;
  const fields = [...byField].map(([path, errors]) => ({
    name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors,
  }));
  form.setFields(fields);
  form.scrollToField(fields[0].name, firstErrorScroll);
  return true;
}
