import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as ApiPaths } from './api/schema.ts';
import { takeEarlyAnswer } from './api/early-answer.ts';
import { ApiRequestError, errorData, isAbortError, readJson } from './api/errors.ts';
import { endSession, refreshAccessToken } from './api/session.ts';
import { apiOrigin, serializeQuery } from './api/url.ts';
import { type SessionKind, readLoginData } from './auth-storage.ts';

/**
 * The one way the web app talks to the server (architecture: lib/api-client.ts): openapi-fetch clients typed by the
 * generated `lib/api/schema.ts`, so every path, parameter, body and answer is the server's own. The session rules
 * (418 refresh once and retry, 419 logout) run as middleware (lib/api/session.ts); every answer that is not a success
 * throws ApiRequestError with the server's `{ message, errors?, code? }`.
 *
 *   const answer = await unwrap(api.GET('/api/displays/{id}/edit', { params: { path: { id } }, signal }));
 */

export { ApiRequestError, type ApiErrorData, isApiRequestError, leadsNowhere } from './api/errors.ts';
export { onSessionEnd, setNavigateHandler } from './api/session.ts';
export type { ApiPaths };

type Session = {
  /** Which login signs the calls; `false` sends no token and skips session handling. */
  auth: SessionKind | false;
  /** A refused session (419) only throws: no logout, message or redirect (the logout call itself). */
  quiet?: boolean;
};

/**
 * The request with its body read once into memory, so it can be sent again after a refresh. (A clone would turn the
 * body into a stream, which browsers send without exposing it to tools and proxies that read request bodies.)
 */
async function replayable(
  request: Request,
  token: string | null,
): Promise<{ request: Request; resend: (token: string) => Request }> {
  const json = request.headers.get('content-type')?.includes('application/json') ?? false;
  const body = request.body ? await (json ? request.text() : request.arrayBuffer()) : undefined;
  const build = (bearer: string | null) => {
    const headers = new Headers(request.headers);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    return new Request(request.url, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
      credentials: request.credentials,
      redirect: request.redirect,
    });
  };
  return { request: build(token), resend: build };
}

/** Adds the bearer token; on 418 refreshes once and retries; 419 ends the session; any other failure throws. */
function sessionMiddleware({ auth, quiet = false }: Session): Middleware {
  const sent = new WeakMap<Request, { token: string | null; resend: (token: string) => Request }>();
  return {
    async onRequest({ request }) {
      if (!auth) return request;
      const token = readLoginData(auth)?.userToken ?? null;
      const copy = await replayable(request, token);
      sent.set(copy.request, { token, resend: copy.resend });
      return copy.request;
    },
    async onResponse({ request, response }) {
      let answer = response;
      const first = sent.get(request);
      if (auth && first && answer.status === 418) {
        const fresh = await refreshAccessToken(auth, first.token);
        answer = await fetchOrFail(first.resend(fresh));
      }
      if (auth && (answer.status === 419 || answer.status === 418)) {
        // Still refused after a refresh, or the session is unusable: it is over.
        if (!quiet) endSession(auth);
        throw new ApiRequestError(419, errorData(await readJson(answer)));
      }
      if (!answer.ok) throw new ApiRequestError(answer.status, errorData(await readJson(answer)));
      return answer;
    },
    onError({ error }) {
      if (isAbortError(error) || error instanceof ApiRequestError) return;
      // No answer at all: the fallbacks of spec §8 ('error connecting to server') apply.
      return new ApiRequestError(0);
    },
  };
}

async function fetchOrFail(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiRequestError(0);
  }
}

function createApiClient(session: Session): Client<ApiPaths> {
  const client = createClient<ApiPaths>({
    baseUrl: apiOrigin(),
    // Looked up per call, so a replaced global fetch (tests, instrumentation) is used; the profile index.html asked
    // for early is taken once (api/early-answer.ts).
    fetch: (request) => takeEarlyAnswer(request) ?? fetch(request),
    querySerializer: serializeQuery,
    headers: { accept: 'application/json' },
  });
  client.use(sessionMiddleware(session));
  return client;
}

/** Calls signed by the company login (the dashboard). */
export const api = createApiClient({ auth: 'company' });
/** Calls signed by the superpanel login. */
export const superpanelApi = createApiClient({ auth: 'superpanel' });
/** Calls without a login (log in, register, password reset). */
export const publicApi = createApiClient({ auth: false });

const quietClients: Record<SessionKind, Client<ApiPaths>> = {
  company: createApiClient({ auth: 'company', quiet: true }),
  superpanel: createApiClient({ auth: 'superpanel', quiet: true }),
};

/** POST /api/auth/logout: ends the session on the server; a refused or failed call is ignored (logging out anyway). */
export const logoutOnServer = (kind: SessionKind): Promise<void> =>
  quietClients[kind].POST('/api/auth/logout', { body: {} }).then(
    () => undefined,
    () => undefined,
  );

/**
 * The answer of a call. Failures never get here (the middleware throws ApiRequestError), so this only narrows
 * openapi-fetch's `{ data } | { error }` to the data.
 */
export async function unwrap<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessStatus = 200 | 201 | 202 | 204;
type OperationOf<P extends keyof ApiPaths, M extends Method> = NonNullable<ApiPaths[P][M]>;

/** The success answer of a call: `ApiAnswer<'/api/displays/draftLimit'>`, `ApiAnswer<'/api/displays', 'post'>`. */
export type ApiAnswer<P extends keyof ApiPaths, M extends Method = 'get'> =
  OperationOf<P, M> extends { responses: infer R } ? JsonContent<R[Extract<keyof R, SuccessStatus>]> : never;

/** The JSON body of a call: `ApiBody<'/api/partners/shareDisplay', 'post'>`. */
export type ApiBody<P extends keyof ApiPaths, M extends Method> =
  OperationOf<P, M> extends { requestBody?: infer B } ? JsonContent<NonNullable<B>> : never;

/** The query parameters of a call (without `lang`, which the client adds). */
export type ApiQuery<P extends keyof ApiPaths, M extends Method = 'get'> =
  OperationOf<P, M> extends { parameters: { query?: infer Q } } ? Omit<NonNullable<Q>, 'lang'> : never;
