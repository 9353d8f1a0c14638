/**
 * The player's calls to /api (docs/api/player.md). A failed credential answers 401: the screen forgets it and shows
 * its pairing code again (`CredentialEnded`); a network failure throws `Offline` so callers retry later.
 */
export class CredentialEnded extends Error {}
export class Offline extends Error {}
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

type CallOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  credential?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Sends a request; answers the Response of any status below 400 (304 included). */
export async function request(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.credential) headers.authorization = `Bearer ${options.credential}`;
  let body: BodyInit | undefined;
  if (options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new Offline();
  }
  if (response.status === 401 && options.credential) throw new CredentialEnded();
  if (response.status >= 500 && response.status !== 501) throw new Offline();
  if (response.status >= 400) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    const retry = Number(response.headers.get('retry-after'));
    throw new ApiFailure(response.status, answer.message ?? response.statusText, Number.isFinite(retry) ? retry : null);
  }
  return response;
}

/** A JSON call. */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await request(path, options);
  return (await response.json()) as T;
}
