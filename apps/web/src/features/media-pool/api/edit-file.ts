import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaEditBody } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { refreshMediaPool } from './keys.ts';

/** PATCH /api/files/edit/{fileId} with the changed fields only; answers the server's translated message. */
export function useEditPoolFile(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaEditBody) =>
      unwrap(api.PATCH('/api/files/edit/{fileId}', { params: { path: { fileId } }, body })),
    onSuccess: () => refreshMediaPool(queryClient),
  });
}
