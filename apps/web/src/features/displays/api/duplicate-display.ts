import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

export type DuplicateAnswer = { message: string; displays: { id: string; onlineId: number; title: string }[] };

/** POST /api/displays/duplicate/{id}/?duplicateCount=n: n (1-5) copies, not activated. */
export const duplicateDisplay = ({ id, duplicateCount }: { id: string; duplicateCount: number }) =>
  apiRequest<DuplicateAnswer>(`/displays/duplicate/${encodeURIComponent(id)}/`, {
    method: 'POST',
    query: { duplicateCount },
  });

export const useDuplicateDisplay = () => useDisplayMutation(duplicateDisplay);
