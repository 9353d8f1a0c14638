import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, MediaDetails } from '@plakat/shared';

export type { MediaDetails };
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { mediaPoolKeys } from './keys.ts';

/** GET /api/mediapools/files/{id}: one file with its whole log, its uses and signed URLs (labels in the language). */
export const fileQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: [...mediaPoolKeys.file(id), lang],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/mediapools/files/{id}', { params: { path: { id }, query: { lang } }, signal })).then(
        (answer) => answer.data,
      ),
    retry: false,
    // A file being processed gets its thumbnail and preview in a while: asked again until then.
    refetchInterval: (query) => (query.state.data?.processing === 'processing' ? 4000 : false),
  });

export const usePoolFile = (id: string) => useQuery(fileQueryOptions(id, useLanguage()));
