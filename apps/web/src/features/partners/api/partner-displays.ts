import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { partnerKeys } from './keys.ts';
import { usePartnerChange } from './partner-change.ts';

export type ShareDirection = 'byMe' | 'withMe';

/** GET /api/partners/{partnerId}/displays: the displays we share with a partner (byMe) or it shares with us (withMe). */
export function usePartnerDisplays(partnerId: string, direction: ShareDirection, page: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: partnerKeys.displays(lang, partnerId, direction, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/partners/{partnerId}/displays', {
          params: { path: { partnerId }, query: { lang, direction, page, perPage: 5 } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Unsharing changes the partner's counts too: every partner query is read again. */
export const useUnshareDisplay = () =>
  usePartnerChange(({ partnerId, displayId }: { partnerId: string; displayId: string }) =>
    unwrap(
      api.DELETE('/api/partners/{partnerId}/displays/{displayId}', { params: { path: { partnerId, displayId } } }),
    ),
  );

/** Marks or unmarks a partner's display as favourite (favourites lead the partner display overview). */
export const useFavoriteDisplay = () =>
  usePartnerChange(({ displayId, favorite }: { displayId: string; favorite: boolean }) => {
    const params = { params: { path: { displayId } } };
    return unwrap(
      favorite
        ? api.PUT('/api/partners/favorites/{displayId}', params)
        : api.DELETE('/api/partners/favorites/{displayId}', params),
    );
  });
