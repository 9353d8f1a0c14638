import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisplayAlertSettings } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { displayStatusKeys } from './keys.ts';

/** GET /api/company/display-alerts: minutes a screen is offline before the company is told. */
export const useAlertSettings = () =>
  useQuery({
    queryKey: displayStatusKeys.alerts(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/company/display-alerts', { signal })),
  });

/** PUT /api/company/display-alerts (the company owner). */
export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DisplayAlertSettings) => unwrap(api.PUT('/api/company/display-alerts', { body })),
    onSuccess: (saved) => client.setQueryData(displayStatusKeys.alerts(), saved),
  });
}
