import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type Answer = { partners: { id: string; companyName: string; isShared: boolean }[]; totalCount: number };

/** GET /api/partners/{displayId}: the company's active partners, isShared when the display is shared with them. */
export const getPartners = (displayId: string, signal?: AbortSignal) =>
  apiRequest<Answer>(`/partners/${encodeURIComponent(displayId)}`, { signal });

export const usePartners = (displayId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['displays', 'partners', displayId],
    queryFn: ({ signal }) => getPartners(displayId as string, signal),
    enabled: enabled && !!displayId,
    meta: { silent: true },
  });
