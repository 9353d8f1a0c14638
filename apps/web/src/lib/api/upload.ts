import type { ApiAnswer } from '../api-client.ts';
import { readLoginData } from '../auth-storage.ts';
import { ApiRequestError, errorData } from './errors.ts';
import type { paths } from './schema.ts';
import { endSession, refreshAccessToken } from './session.ts';
import { apiUrl } from './url.ts';

type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];

type Sent = { status: number; data: unknown };

function send(
  url: string,
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<Sent>((resolve, reject) => {
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
 * A multipart upload (field 'file') signed by the company login, with upload progress, which fetch does not report.
 * The session rules are the api client's: 418 refreshes once and retries, 419 ends the session; other failures
 * throw ApiRequestError with the server's answer.
 */
export async function uploadWithProgress<P extends PostPath>(
  path: P,
  params: { path?: Record<string, string>; query?: Record<string, unknown> },
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ApiAnswer<P, 'post'>> {
  const url = apiUrl(path, params);
  const token = readLoginData('company')?.userToken ?? null;
  let result = await send(url, file, token, onProgress, signal);
  if (result.status === 418) {
    const fresh = await refreshAccessToken('company', token);
    result = await send(url, file, fresh, onProgress, signal);
  }
  if (result.status === 418 || result.status === 419) {
    endSession('company');
    throw new ApiRequestError(419, errorData(result.data));
  }
  if (result.status < 200 || result.status >= 300) throw new ApiRequestError(result.status, errorData(result.data));
  return result.data as ApiAnswer<P, 'post'>;
}
