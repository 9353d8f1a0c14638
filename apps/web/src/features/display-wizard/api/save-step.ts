import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WizardStep, saveStepResponse, wizardStepSchemas } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type StepBody<S extends WizardStep = WizardStep> = z.input<(typeof wizardStepSchemas)[S]>;
export type SaveStepAnswer = z.infer<typeof saveStepResponse>;

/** PUT /api/displays/{id}/steps/{step}: saves one whole step; the server stores only what changed (409 when locked). */
export const saveStep = ({ id, step, body }: { id: string; step: WizardStep; body: StepBody }) =>
  apiRequest<SaveStepAnswer>(`/displays/${id}/steps/${step}`, { method: 'PUT', body });

/**
 * After a saved step or a changed medium: lists, details and the draft counter are refetched. The open wizard's own
 * edit data is left alone (it owns the values while open; it is dropped when it closes).
 */
export const refreshDisplaysBesidesWizard = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['displays'], predicate: (q) => q.queryKey[2] !== 'edit' });

export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStep,
    onSuccess: () => refreshDisplaysBesidesWizard(queryClient),
  });
}
