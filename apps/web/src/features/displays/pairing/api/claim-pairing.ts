import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api-client.ts';
import { displayKeys } from '../../api/keys.ts';

/** POST /api/displays/{displayId}/player {code}: pairs the screen that shows the code with the display. */
export const claimPlayerPairing = ({ displayId, code }: { displayId: string; code: string }) =>
  unwrap(api.POST('/api/displays/{displayId}/player', { params: { path: { displayId } }, body: { code } }));

/** The claim; its errors are the dialog's to show (on the field or above the form), so no toast (silent). */
export function useClaimPlayerPairing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPlayerPairing,
    meta: { silent: true },
    onSuccess: (_answer, { displayId }) => queryClient.invalidateQueries({ queryKey: displayKeys.detail(displayId) }),
  });
}
