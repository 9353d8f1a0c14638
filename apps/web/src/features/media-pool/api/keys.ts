import type { QueryClient } from '@tanstack/react-query';

/** Every query key of the media pool (upload page, edit form, overview); invalidate through these. */
export const mediaPoolKeys = {
  all: ['mediaPool'] as const,
  storage: () => [...mediaPoolKeys.all, 'storage'] as const,
  settings: () => [...mediaPoolKeys.all, 'settings'] as const,
  files: () => [...mediaPoolKeys.all, 'file'] as const,
  file: (id: string) => [...mediaPoolKeys.files(), id] as const,
  expanded: (id: string) => [...mediaPoolKeys.all, 'expanded', id] as const,
  lists: () => [...mediaPoolKeys.all, 'list'] as const,
  list: (filters: object) => [...mediaPoolKeys.lists(), filters] as const,
};

/** After an upload, an edit or a delete: the pool's lists, files and used space are fetched again. */
export const refreshMediaPool = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: mediaPoolKeys.all });
