import { type ApiQuery, api, unwrap } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/api/upload.ts';

export type MediaKind = ApiQuery<'/api/displays/{id}/media', 'post'>['kind'];

/**
 * POST /api/displays/{id}/media?kind=: multipart field 'file', through XMLHttpRequest for the upload progress (fetch
 * has none), with the api client's session rules.
 */
export const uploadDisplayMedia = (
  id: string,
  kind: MediaKind,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) => uploadWithProgress('/api/displays/{id}/media', { path: { id }, query: { kind } }, file, onProgress, signal);

/** DELETE /api/displays/{id}/media/{mediaId}. */
export const deleteDisplayMedia = (id: string, mediaId: string) =>
  unwrap(api.DELETE('/api/displays/{id}/media/{mediaId}', { params: { path: { id, mediaId } } }));

/** POST /api/displays/{id}/media/from-pool {fileIds}: copies of pool pictures as placeholders (the pool files become used). */
export const addPlaceholdersFromPool = (id: string, fileIds: string[]) =>
  unwrap(api.POST('/api/displays/{id}/media/from-pool', { params: { path: { id } }, body: { fileIds } }));
