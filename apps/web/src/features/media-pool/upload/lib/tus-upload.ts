import type { DetailedError, HttpRequest, Upload } from 'tus-js-client';
import { readLoginData } from '../../../../lib/auth-storage.ts';
import { endSession, refreshAccessToken } from '../../../../lib/api/session.ts';
import { apiUrl } from '../../../../lib/api/url.ts';
import { currentLanguage } from '../../../../lib/i18n.ts';

/** What a finished upload became (the server's answer to the last PATCH, or GET on the upload after a lost answer). */
export type UploadResult = { id: string; onlineId: number };

export type UploadEvents = {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (result: UploadResult) => void;
  /** The server's translated refusal, or null when the server was not reached (the caller says so). */
  onError: (message: string | null, status: number | null) => void;
};

/** `cancel` stops the upload and removes what the server has; `pause` only stops it (picking the file again resumes). */
export type RunningUpload = { cancel: () => Promise<void>; pause: () => Promise<void> };

const endpoint = () => apiUrl('/api/mediapools/uploads');

/** The server's `{ message }` of a refused request, if it sent one. */
function messageOf(body: string | undefined): string | null {
  try {
    const data = body ? (JSON.parse(body) as { message?: unknown }) : null;
    return typeof data?.message === 'string' ? data.message : null;
  } catch {
    return null;
  }
}

/**
 * One file into the media pool through tus (resumable; the tus client loads with the first upload). The company
 * login signs every request; 418 refreshes the token once and the request is retried, 419 ends the session. A file
 * picked again after a reload or a network loss resumes where the server has it (the client's fingerprint in
 * localStorage), and an upload the server already finished answers its result instead of sending the file twice.
 */
export async function startTusUpload(file: File, events: UploadEvents): Promise<RunningUpload> {
  const tus = await import('tus-js-client');
  let refreshing: Promise<unknown> | null = null;
  let token = readLoginData('company')?.userToken ?? null;

  const authorize = async (request: HttpRequest) => {
    if (refreshing) await refreshing.catch(() => undefined);
    token = readLoginData('company')?.userToken ?? null;
    if (token) request.setHeader('authorization', `Bearer ${token}`);
    request.setHeader('accept', 'application/json');
    // The upload's own URL (from the server's Location) has no ?lang=: the refusals' language goes as a header.
    request.setHeader('accept-language', currentLanguage());
  };

  const resultAfterLostAnswer = async (url: string): Promise<UploadResult> => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token ?? ''}`, 'tus-resumable': '1.0.0' },
    });
    return (await response.json()) as UploadResult;
  };

  let upload: Upload;
  const options = {
    endpoint: endpoint(),
    metadata: { filename: file.name, filetype: file.type },
    retryDelays: [0, 1000, 3000, 5000, 10000],
    removeFingerprintOnSuccess: true,
    onBeforeRequest: authorize,
    onProgress: events.onProgress,
    onShouldRetry: (error: DetailedError) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 418) {
        refreshing ??= refreshAccessToken('company', token).finally(() => {
          refreshing = null;
        });
        return true;
      }
      return status === 0 || status === 409 || status === 423 || status >= 500;
    },
    onError: (error: Error | DetailedError) => {
      const response = 'originalResponse' in error ? error.originalResponse : null;
      const status = response?.getStatus() ?? null;
      if (status === 419 || status === 418) endSession('company');
      events.onError(messageOf(response?.getBody()), status);
    },
    onSuccess: ({ lastResponse }: { lastResponse: { getBody(): string } }) => {
      const body = lastResponse.getBody();
      if (body) events.onSuccess(JSON.parse(body) as UploadResult);
      else if (upload.url) resultAfterLostAnswer(upload.url).then(events.onSuccess, () => events.onError(null, null));
    },
  };
  upload = new tus.Upload(file, options);
  const previous = await upload.findPreviousUploads();
  if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return { cancel: () => upload.abort(true), pause: () => upload.abort(false) };
}
