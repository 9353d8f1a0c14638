import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { type ApiBody, api, unwrap } from '../../../../lib/api-client.ts';
import { useLanguage } from '../../../../lib/use-language.ts';

/** Query keys of the invitations page: every page of the list starts with 'invitations'. */
export const invitationKeys = {
  all: () => ['invitations'] as const,
  page: (lang: Language, page: number, perPage: number) => ['invitations', 'list', lang, page, perPage] as const,
};

/** GET /api/invitations: the company's invitations (pending, expired, accepted), newest first. */
export function useInvitations(page: number, perPage: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: invitationKeys.page(lang, page, perPage),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/invitations', { params: { query: { lang, page, perPage } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the list on success. */
function useListChange<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all() }),
  });
}

export const useInvite = () =>
  useListChange((body: ApiBody<'/api/invitations', 'post'>) => unwrap(api.POST('/api/invitations', { body })));

export const useResendInvitation = () =>
  useListChange((id: string) => unwrap(api.POST('/api/invitations/{id}/resend', { params: { path: { id } } })));

export const useWithdrawInvitation = () =>
  useListChange((id: string) => unwrap(api.DELETE('/api/invitations/{id}', { params: { path: { id } } })));

/** POST /api/users (CREATE_USER): a user with a one-time password mailed to them. */
export const useCreateUser = () =>
  useListChange((body: ApiBody<'/api/users', 'post'>) => unwrap(api.POST('/api/users', { body })));
