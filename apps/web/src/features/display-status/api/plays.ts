import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { displayStatusKeys } from './keys.ts';

/** The reader's time zone: the report's days are theirs. */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/displays/{displayId}/plays: counted plays per item and day of the last 7 days. */
export function usePlays(displayId: string) {
  const tz = readerZone();
  return useQuery({
    queryKey: displayStatusKeys.plays(displayId, tz),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/displays/{displayId}/plays', { params: { path: { displayId }, query: { tz } }, signal })),
    staleTime: 60_000,
  });
}
