import { apiRequest, isApiRequestError } from './api-client.ts';

/** A select's options; `forbidden` when the user may not read the list (403), so the select is disabled. */
export type OptionList<T> = { items: T[]; forbidden: boolean };

export async function fetchOptionList<T>(path: string, signal?: AbortSignal): Promise<OptionList<T>> {
  try {
    const answer = await apiRequest<{ items: T[] }>(path, { signal });
    return { items: answer.items ?? [], forbidden: false };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return { items: [], forbidden: true };
    throw error;
  }
}
