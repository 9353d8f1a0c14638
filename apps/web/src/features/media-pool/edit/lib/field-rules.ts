import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

type Form = typeof import('@plakat/shared/media-pool/form');
/** The shared zod field schemas (spec 02 §5) load with the first check, not with the page. */
const loadForm = (): Promise<Form> => import('@plakat/shared/media-pool/form');

type Parser = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };

/** 'validation.mediaTitleInvalid' → the text of validation:mediaTitleInvalid in the reader's language. */
const text = (key: string, t: TFunction) => t(key.replace('.', ':'));

/** Checks a field with its shared schema and shows the schema's own message (the server answers the same). */
export const fieldRule = (
  pick: (form: Form) => Parser,
  t: TFunction,
  prepare = (value: unknown) => value,
): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = pick(await loadForm()).safeParse(prepare(value ?? ''));
    const issue = result.error?.issues[0];
    if (!result.success && issue) throw new Error(text(issue.message, t));
  },
});

/** Title: required, 2 to 30 characters. */
export const titleRule = (t: TFunction) => fieldRule((f) => f.mediaTitle, t);
/** Description: optional, 3 to 200 characters. */
export const descriptionRule = (t: TFunction) => fieldRule((f) => f.mediaDescription, t);

/** Keywords: comma-separated in the field, checked as the list the API takes (200 characters together). */
export const keywordsRule = (t: TFunction): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const form = await loadForm();
    const result = form.mediaKeywords.safeParse(form.splitKeywords(String(value ?? '')));
    const issue = result.error?.issues[0];
    if (!result.success && issue) throw new Error(text(issue.message, t));
  },
});
