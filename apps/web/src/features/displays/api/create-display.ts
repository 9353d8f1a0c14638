import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { refreshDisplays } from './keys.ts';

export type GeneralStepBody = ApiBody<'/api/displays', 'post'>;
export type CreateDisplayAnswer = ApiAnswer<'/api/displays', 'post'>;

/** POST /api/displays: the first wizard step creates the draft (409 { code: 'DRAFT_LIMIT' } when the limit is reached). */
export const createDisplay = (body: GeneralStepBody) => unwrap(api.POST('/api/displays', { body }));

export function useCreateDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDisplay,
    // The wizard reports a failure itself (the draft limit page, field errors, one toast): no global toast.
    meta: { silent: true },
    onSettled: () => refreshDisplays(queryClient),
  });
}
