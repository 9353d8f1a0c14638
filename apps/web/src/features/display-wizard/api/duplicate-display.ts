import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { duplicateResponse } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/displays/duplicate/{id}/?duplicateCount=: copies a completed display (not activated). */
export const duplicateDisplay = ({ id, count }: { id: string; count: number }) =>
  apiRequest<z.infer<typeof duplicateResponse>>(`/displays/duplicate/${id}/`, {
    method: 'POST',
    query: { duplicateCount: count },
  });

export function useDuplicateDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateDisplay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['displays'] }),
  });
}
