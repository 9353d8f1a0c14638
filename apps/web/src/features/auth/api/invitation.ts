import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiBody, publicApi, unwrap } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** GET /api/invitations/accept-info?token= → company, inviter, address and the link's state (404/410 otherwise). */
export const invitationInfo = (token: string) =>
  unwrap(publicApi.GET('/api/invitations/accept-info', { params: { query: { token } } }));

export const invitationInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.invitation(token),
    queryFn: () => invitationInfo(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

export const useInvitationInfo = (token: string) => useQuery(invitationInfoQueryOptions(token));

/** POST /api/invitations/accept → the token pair of the new member (410 expired/withdrawn, 409 used). */
export const acceptInvitation = (body: ApiBody<'/api/invitations/accept', 'post'>) =>
  unwrap(publicApi.POST('/api/invitations/accept', { body }));

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation, meta: { silent: true } });
