import type { Language } from '@plakat/shared';
import { apiRequest, isApiRequestError } from './api-client.ts';

/** A select's options; `forbidden` when the user may not read the list (403), so the select is disabled. */
export type OptionList<T> = { items: T[]; forbidden: boolean };

/** The list labelled and sorted for `lang` (keyed by it, so a language switch fetches it again). */
export async function fetchOptionList<T>(path: string, lang: Language, signal?: AbortSignal): Promise<OptionList<T>> {
  try {
    const answer = await apiRequest<{ items: T[] }>(path, { query: { lang }, signal });
    return { items: answer.items ?? [], forbidden: false };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return { items: [], forbidden: true };
    throw error;
  }
}
