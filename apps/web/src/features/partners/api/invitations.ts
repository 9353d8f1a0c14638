import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartnerInvitationListQuery } from '@plakat/shared';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { partnerKeys } from './keys.ts';
import { usePartnerChange } from './partner-change.ts';

type InvitationFilter = Pick<PartnerInvitationListQuery, 'direction' | 'state' | 'page' | 'perPage'>;

/** GET /api/partners/invitations: the invitations the company sent and received, newest first. */
export function usePartnerInvitations(filter: InvitationFilter) {
  const lang = useLanguage();
  return useQuery({
    queryKey: partnerKeys.invitations(lang, filter),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/partners/invitations', { params: { query: { lang, ...filter } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/partners/invitations/{id}: one received invitation, for the confirmation page. */
export function usePartnerInvitation(id: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: partnerKeys.invitation(lang, id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/partners/invitations/{id}', { params: { path: { id }, query: { lang } }, signal })),
    meta: { silent: true },
    retry: false,
  });
}

export const useInvitePartner = () =>
  usePartnerChange((body: ApiBody<'/api/partners/invitations', 'post'>) =>
    unwrap(api.POST('/api/partners/invitations', { body })),
  );

const path = (id: string) => ({ params: { path: { id } } });

export const useAcceptPartnerInvitation = () =>
  usePartnerChange((id: string) => unwrap(api.POST('/api/partners/invitations/{id}/accept', path(id))));

export const useDeclinePartnerInvitation = () =>
  usePartnerChange((id: string) => unwrap(api.POST('/api/partners/invitations/{id}/decline', path(id))));

export const useResendPartnerInvitation = () =>
  usePartnerChange((id: string) => unwrap(api.POST('/api/partners/invitations/{id}/resend', path(id))));

export const useWithdrawPartnerInvitation = () =>
  usePartnerChange((id: string) => unwrap(api.DELETE('/api/partners/invitations/{id}', path(id))));
