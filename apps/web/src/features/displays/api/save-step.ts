import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WizardStep } from '@plakat/shared';
import { type ApiAnswer, type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { refreshDisplaysBesidesWizard } from './keys.ts';

type StepPath<S extends WizardStep> = `/api/displays/{id}/steps/${S}`;
export type StepBody<S extends WizardStep = WizardStep> = ApiBody<StepPath<S>, 'put'>;
export type SaveStepAnswer = ApiAnswer<StepPath<'general'>, 'put'>;

const path = (id: string) => ({ path: { id } });

/** One typed call per step (each step has its own body). */
const saveCalls: { [S in WizardStep]: (id: string, body: StepBody<S>) => Promise<SaveStepAnswer> } = {
  general: (id, body) => unwrap(api.PUT('/api/displays/{id}/steps/general', { params: path(id), body })),
  specifications: (id, body) => unwrap(api.PUT('/api/displays/{id}/steps/specifications', { params: path(id), body })),
  location: (id, body) => unwrap(api.PUT('/api/displays/{id}/steps/location', { params: path(id), body })),
  valuation: (id, body) => unwrap(api.PUT('/api/displays/{id}/steps/valuation', { params: path(id), body })),
  player: (id, body) => unwrap(api.PUT('/api/displays/{id}/steps/player', { params: path(id), body })),
};

/** PUT /api/displays/{id}/steps/{step}: saves one whole step; the server stores only what changed (409 when locked). */
export const saveStep = ({ id, step, body }: { id: string; step: WizardStep; body: StepBody }) =>
  // The body was built for this step (lib/mapping.ts toBody); TypeScript cannot pair the two unions.
  (saveCalls[step] as (id: string, body: StepBody) => Promise<SaveStepAnswer>)(id, body);

export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStep,
    // The wizard reports a failure itself (field errors on the form, one toast otherwise): no second, global toast.
    meta: { silent: true },
    onSuccess: () => refreshDisplaysBesidesWizard(queryClient),
  });
}
