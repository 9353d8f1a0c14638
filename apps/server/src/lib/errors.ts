/** An error a client caused or may see: its status and an i18n key of the `api` namespace, translated on the way out. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly key: string,
    public readonly params: Record<string, string | number> = {},
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new ApiError(400, key, params);
export const forbidden = (key = 'api.forbidden') => new ApiError(403, key);
export const notFound = (key = 'api.notFound') => new ApiError(404, key);
export const conflict = (key: string) => new ApiError(409, key);
export const sessionExpired = () => new ApiError(418, 'api.accessTokenExpired');
export const sessionUnusable = () => new ApiError(419, 'api.sessionInvalid');
/** 401 of the player audience: the screen's credential is missing, unknown or ended; it shows its pairing code again. */
export const playerCredentialEnded = () => new ApiError(401, 'apiPlayer.credentialEnded');

/** 429: the error handler copies `retryAfterSeconds` into the Retry-After header. */
export class TooManyRequests extends ApiError {
  constructor(
    public readonly retryAfterSeconds: number,
    key = 'api.tooManyRequests',
    params: Record<string, string | number> = {},
  ) {
    super(429, key, params);
  }
}
