import type { DisplayMediaItem } from '@plakat/shared';
import { ApiRequestError, apiRequest, buildApiUrl } from '../../../lib/api-client.ts';
import { readLoginData } from '../../../lib/auth-storage.ts';
import { getDraftLimit } from './draft-limit.ts';

export type MediaKind = 'location' | 'placeholder';
type UploadAnswer = { message: string; media: DisplayMediaItem };

function xhrUpload(
  url: string,
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<{ status: number; data: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new ApiRequestError(0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/**
 * POST /api/displays/{id}/media?kind=: multipart field 'file'. Uses XMLHttpRequest for the upload progress (fetch
 * has none). An expired access token (418) is refreshed through the api client with a cheap call, then retried once.
 */
export async function uploadDisplayMedia(
  id: string,
  kind: MediaKind,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  const url = buildApiUrl(`/displays/${id}/media`, { kind });
  let result = await xhrUpload(url, file, readLoginData('company')?.userToken ?? null, onProgress, signal);
  if (result.status === 418) {
    await getDraftLimit(signal); // lets the api client rotate the token pair (or end the session)
    result = await xhrUpload(url, file, readLoginData('company')?.userToken ?? null, onProgress, signal);
  }
  if (result.status < 200 || result.status >= 300) {
    const data = (typeof result.data === 'object' && result.data !== null ? result.data : {}) as {
      message?: string;
      code?: string;
    };
    throw new ApiRequestError(result.status, {
      message: typeof data.message === 'string' ? data.message : undefined,
      code: data.code,
    });
  }
  return result.data as UploadAnswer;
}

/** DELETE /api/displays/{id}/media/{mediaId}. */
export const deleteDisplayMedia = (id: string, mediaId: string) =>
  apiRequest<{ message: string }>(`/displays/${id}/media/${mediaId}`, { method: 'DELETE' });
