import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createDisplayResponse, generalStep } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type GeneralStepBody = z.input<typeof generalStep>;
export type CreateDisplayAnswer = z.infer<typeof createDisplayResponse>;

/** POST /api/displays: the first wizard step creates the draft (409 { code: 'DRAFT_LIMIT' } when the limit is reached). */
export const createDisplay = (body: GeneralStepBody) =>
  apiRequest<CreateDisplayAnswer>('/displays', { method: 'POST', body });

export function useCreateDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDisplay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['displays'] }),
  });
}
