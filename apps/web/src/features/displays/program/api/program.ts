import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramAnswer, ProgramBody } from '@plakat/shared';
import { api, unwrap } from '../../../../lib/api-client.ts';
import { displayKeys } from '../../api/keys.ts';
import type { PickedFile } from '../lib/program-draft.ts';

/** GET /api/displays/{displayId}/program: the items in their order, with titles, thumbnails and the loop's length. */
export const programQueryOptions = (displayId: string) =>
  queryOptions({
    queryKey: displayKeys.program(displayId),
    queryFn: ({ signal }): Promise<ProgramAnswer> =>
      unwrap(api.GET('/api/displays/{displayId}/program', { params: { path: { displayId } }, signal })),
    meta: { silent: true },
    retry: false,
  });

export const useDisplayProgram = (displayId: string) => useQuery(programQueryOptions(displayId));

/** PUT /api/displays/{displayId}/program: the whole program (EDIT_DISPLAY); errors are the section's to show. */
export function useReplaceProgram(displayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramBody): Promise<ProgramAnswer> =>
      unwrap(api.PUT('/api/displays/{displayId}/program', { params: { path: { displayId } }, body })),
    meta: { silent: true },
    onSuccess: (answer) => queryClient.setQueryData(displayKeys.program(displayId), answer),
  });
}

/** The pool files just picked (GET /mediapools/files/{id} each): their titles, kinds, thumbnails and lengths. */
export const pickedFiles = (ids: readonly string[]): Promise<PickedFile[]> =>
  Promise.all(
    ids.map((id) =>
      unwrap(api.GET('/api/mediapools/files/{id}', { params: { path: { id } } })).then(({ data }) => ({
        id: data.id,
        title: data.title,
        type: data.type,
        thumbUrl: data.thumbUrl,
        duration: data.duration,
      })),
    ),
  );
