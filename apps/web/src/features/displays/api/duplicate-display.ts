import { api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/**
 * POST /api/displays/duplicate/{id}?duplicateCount=n: n (1-5) copies of a completed display, not activated, with its
 * pictures and '(copy)' in their titles. Used by the overview's Duplicate action and the wizard's finish page.
 */
export const duplicateDisplay = ({ id, count }: { id: string; count: number }) =>
  unwrap(api.POST('/api/displays/duplicate/{id}', { params: { path: { id }, query: { duplicateCount: count } } }));

export const useDuplicateDisplay = () => useDisplayMutation(duplicateDisplay);
