import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignmentResourceType } from '@plakat/shared';
import { displayKeys } from '../../displays/index.ts';
import { mediaPoolKeys } from '../../media-pool/index.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { assignmentCall } from '../assignment/lib/assignment.ts';
import { userKeys } from './keys.ts';

type Target = { userId: string; roleId: string };

/**
 * GET /api/userAssignedDisplays/userId=…/roleId=…/resourceType=…: what is assigned to the user for the role. Silent:
 * the pages show a failure (a foreign user or role answers 404) in place of a toast.
 */
export function useAssignedResources(target: Target | null, type: AssignmentResourceType) {
  return useQuery({
    queryKey: userKeys.assigned(target?.userId ?? '', target?.roleId ?? '', type),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/userAssignedDisplays/userId={userId}/roleId={roleId}/resourceType={resourceType}', {
          params: { path: { userId: target?.userId ?? '', roleId: target?.roleId ?? '', resourceType: type } },
          signal,
        }),
      ),
    enabled: target !== null,
    meta: { silent: true },
  });
}

/**
 * PATCH the same path with the whole selection. Afterwards the assignments and the lists of that resource are asked
 * again (spec 02 §7 notes); a refusal shows the server's message as an error toast (lib/query-client.ts).
 */
export function useAssignResources(target: Target | null, type: AssignmentResourceType) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (ids: Iterable<string>) => {
      if (!target) throw new Error('assignment without user or role');
      const call = assignmentCall(target, type, ids);
      return unwrap(
        api.PATCH('/api/userAssignedDisplays/userId={userId}/roleId={roleId}/resourceType={resourceType}', {
          params: { ...call.params, query: { lang } },
          body: call.body,
        }),
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.assignments() }),
        queryClient.invalidateQueries({ queryKey: type === 'display' ? displayKeys.lists() : mediaPoolKeys.lists() }),
      ]),
  });
}
