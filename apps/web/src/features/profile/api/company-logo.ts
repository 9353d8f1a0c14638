import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';

/** The own company's logo; every list that shows it (share modal, partner overview) reads the logo from its own call. */
export const companyLogoKeys = { all: () => ['companyLogo'] as const };

export const companyLogoQueryOptions = () =>
  queryOptions({
    queryKey: companyLogoKeys.all(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/company/logo', { signal })),
  });
export const useCompanyLogo = () => useQuery(companyLogoQueryOptions());

/** PUT /api/company/logo (multipart field 'file') or DELETE /api/company/logo: the owner changes the logo. */
export function useChangeCompanyLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return unwrap(api.DELETE('/api/company/logo'));
      const body = new FormData();
      body.append('file', file);
      return unwrap(api.PUT('/api/company/logo', { body: body as never }));
    },
    onSuccess: (answer) => {
      notify.success(answer.message);
      client.setQueryData(companyLogoKeys.all(), { logoThumbUrl: answer.logoThumbUrl });
    },
  });
}
