import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { PartnerPageValues } from '../lib/partner-search.ts';
import { partnerKeys } from './keys.ts';
import { usePartnerChange } from './partner-change.ts';

/** GET /api/partners: one page of the partner list with the filter of the address. */
export function usePartners(values: PartnerPageValues, page: number, perPage: number) {
  const lang = useLanguage();
  const { idORNameOREmail, displayId, period, status, sort, sortOrder } = values;
  const query = { idORNameOREmail, displayId, period, status, sort, sortOrder, page, perPage };
  return useQuery({
    queryKey: partnerKeys.list(lang, query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/partners', { params: { query: { lang, ...query } }, signal })),
    placeholderData: keepPreviousData,
  });
}

const partner = (partnerId: string) => ({ params: { path: { partnerId } } });

export const useSetPartnerStatus = () =>
  usePartnerChange(({ partnerId, status }: { partnerId: string; status: 'blocked' | 'unblocked' }) =>
    unwrap(api.POST('/api/partners/{partnerId}/status', { ...partner(partnerId), body: { status } })),
  );

export const useDeletePartner = () =>
  usePartnerChange((partnerId: string) =>
    unwrap(api.DELETE('/api/partners/{partnerId}/partnership', partner(partnerId))),
  );

export const useMessagePartner = () =>
  usePartnerChange(
    ({ partnerId, body }: { partnerId: string; body: ApiBody<'/api/partners/{partnerId}/message', 'post'> }) =>
      unwrap(api.POST('/api/partners/{partnerId}/message', { ...partner(partnerId), body })),
  );

/** GET /api/partners/{partnerId}/ending: what deleting the partner would end, for the confirmation. */
export function usePartnerEnding(partnerId: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...partnerKeys.partner(lang, partnerId), 'ending'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/partners/{partnerId}/ending', { params: { path: { partnerId }, query: { lang } }, signal })),
  });
}
