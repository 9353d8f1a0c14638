import { isApiRequestError } from './api-client.ts';

/** A select's options; `forbidden` when the user may not read the list (403), so the select is disabled. */
export type OptionList<T> = { items: T[]; forbidden: boolean };

export async function fetchOptionList<T>(call: Promise<{ items: T[] }>): Promise<OptionList<T>> {
  try {
    const answer = await call;
    return { items: answer.items ?? [], forbidden: false };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return { items: [], forbidden: true };
    throw error;
  }
}
