import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaType } from '@plakat/shared';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { refreshMediaPool } from './keys.ts';

/**
 * A media file change: on success the server's message as a toast (an empty string if missing) and every media pool
 * query (lists, expanded rows, files, storage) is fetched again (spec 02 §7 notes).
 */
function usePoolMutation<V, R extends { message?: string }>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      notify.success(answer?.message ?? '');
      return refreshMediaPool(client);
    },
  });
}

/** PATCH /api/mediapools/files/delete {fileIds}. */
export const useDeleteFiles = () =>
  usePoolMutation((body: ApiBody<'/api/mediapools/files/delete', 'patch'>) =>
    unwrap(api.PATCH('/api/mediapools/files/delete', { body })),
  );

/** PATCH /api/mediapools/files/changeStatus {fileIds, action: archive | unArchive}. */
export const useChangeArchive = () =>
  usePoolMutation((body: ApiBody<'/api/mediapools/files/changeStatus', 'patch'>) =>
    unwrap(api.PATCH('/api/mediapools/files/changeStatus', { body })),
  );

/** PATCH /api/mediapools/files/setMediaType/{fileId} {mediaType}. */
export const useSetMediaType = () =>
  usePoolMutation(({ fileId, mediaType }: { fileId: string; mediaType: MediaType }) =>
    unwrap(
      api.PATCH('/api/mediapools/files/setMediaType/{fileId}', { params: { path: { fileId } }, body: { mediaType } }),
    ),
  );

/** PATCH /api/files/edit/{fileId} with only infoAccess: the access-only edit of spec 02 §7. */
export const useChangeAccess = () =>
  usePoolMutation(({ fileId, infoAccess }: ApiBody<'/api/files/edit/{fileId}', 'patch'> & { fileId: string }) =>
    unwrap(api.PATCH('/api/files/edit/{fileId}', { params: { path: { fileId } }, body: { infoAccess } })),
  );

/** POST /api/mediapools/files/{id}/retryProcessing: a file whose processing failed is queued again. */
export const useRetryProcessing = () =>
  usePoolMutation((fileId: string) =>
    unwrap(api.POST('/api/mediapools/files/{id}/retryProcessing', { params: { path: { id: fileId } } })),
  );
