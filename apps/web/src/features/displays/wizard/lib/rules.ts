import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { issueText } from '../../../../lib/form-rules.ts';
import type * as StepSchemas from './step-schemas.ts';

type Issue = { code?: string; message?: string; minimum?: unknown; maximum?: unknown; path?: PropertyKey[] };
type SafeParser = { safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } } };

/**
 * Spec 02 §5 wizard messages: '{Field} field is required' and '{Field} field is invalid' with the field's translated
 * label; other keys of the shared schema (too long, industriesMax ...) keep their own text.
 */
export function fieldMessage(issue: Issue, label: string, t: TFunction): string {
  if (issue.message === 'validation.required' || issue.code === 'invalid_type')
    return t('validation:fieldRequired', { field: label });
  if (
    issue.message === 'validation.invalid' ||
    issue.message === 'validation.email' ||
    (!issue.message?.startsWith('validation.') && issue.code !== 'too_big')
  ) {
    return t('validation:fieldInvalid', { field: label });
  }
  return issueText(issue, t);
}

const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Required check with the labelled message (for fields the schema leaves optional but the wizard needs). */
export const requiredRule = (label: string, t: TFunction): FormRule => ({
  required: true,
  validator: async (_rule, value: unknown) => {
    if (empty(value)) throw new Error(t('validation:fieldRequired', { field: label }));
  },
});

const loadSchemas = () => import('./step-schemas.ts');

/** Picks a field's schema from the shared step schemas (step-schemas.ts), which load on the first check. */
export type SchemaPick = (schemas: typeof StepSchemas) => SafeParser;

/** Validates a value with a shared zod field schema; empty values report the labelled required message. */
export const schemaRule = (
  pick: SchemaPick,
  label: string,
  t: TFunction,
  opts: { optional?: boolean } = {},
): FormRule => ({
  required: !opts.optional,
  validator: async (_rule, value: unknown) => {
    if (empty(value)) {
      if (opts.optional) return;
      throw new Error(t('validation:fieldRequired', { field: label }));
    }
    const result = pick(await loadSchemas()).safeParse(value);
    if (!result.success) throw new Error(fieldMessage(result.error.issues[0] ?? {}, label, t));
  },
});
