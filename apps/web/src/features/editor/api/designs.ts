import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { designListQuery } from '../lib/design-search.ts';
import { designKeys } from './keys.ts';

export type DesignListItem = ApiAnswer<'/api/designs'>['items'][number];
export type DesignAnswer = ApiAnswer<'/api/designs/{id}'>['design'];
export type DesignQuery = ReturnType<typeof designListQuery>;
export type NewDesignBody = ApiBody<'/api/designs', 'post'>;

/** GET /api/designs: one page of the company's designs or templates. */
export function useDesigns(query: DesignQuery, options: { enabled?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({
    queryKey: designKeys.list(lang, query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/designs', { params: { query: { lang, ...query } }, signal })),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** GET /api/designs/{id}: a design with its draft document; the page shows its own error (not found, no permission). */
export function useDesign(id: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: designKeys.design(lang, id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/designs/{id}', { params: { path: { id }, query: { lang } }, signal })).then(
        (answer) => answer.design,
      ),
    meta: { silent: true },
    retry: false,
  });
}

/**
 * A change of designs: every design query (the lists of both tabs, open designs) is read again afterwards. Errors
 * are the caller's to show (silent).
 */
function useDesignChange<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designKeys.all() }),
  });
}

const path = (id: string) => ({ params: { path: { id } } });

export const useCreateDesign = () =>
  useDesignChange((body: NewDesignBody) => unwrap(api.POST('/api/designs', { body })));

export const useRenameDesign = () =>
  useDesignChange(({ id, name }: { id: string; name: string }) =>
    unwrap(api.PATCH('/api/designs/{id}', { ...path(id), body: { name } })),
  );

export const useDuplicateDesign = () =>
  useDesignChange((id: string) => unwrap(api.POST('/api/designs/{id}/duplicate', path(id))));

export const useSaveAsTemplate = () =>
  useDesignChange((id: string) => unwrap(api.POST('/api/designs/{id}/template', path(id))));

export const useDeleteDesign = () => useDesignChange((id: string) => unwrap(api.DELETE('/api/designs/{id}', path(id))));
