import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { displayStatusKeys } from './keys.ts';

/** How often the page asks again while the screen has not answered a request (it does within its next heartbeat). */
const pollMs = 5_000;

/** GET /api/displays/{displayId}/screenshot: the latest picture, and a request still open (then asked every 5 s). */
export const useScreenshot = (displayId: string) =>
  useQuery({
    queryKey: displayStatusKeys.screenshot(displayId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/displays/{displayId}/screenshot', { params: { path: { displayId } }, signal })),
    refetchInterval: (query) => (query.state.data?.requestedAt ? pollMs : false),
  });

/** POST /api/displays/{displayId}/screenshot: asks the screen for one; the answer replaces the cached state. */
export function useRequestScreenshot(displayId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/displays/{displayId}/screenshot', { params: { path: { displayId } } })),
    onSuccess: (answer) => client.setQueryData(displayStatusKeys.screenshot(displayId), answer),
  });
}
