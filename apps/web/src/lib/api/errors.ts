/** The body of an error answer: `{ message, errors?, code? }` (architecture: server conventions). */
export type ApiErrorData = { message?: string; errors?: { path: string; message: string }[]; code?: string };

export class ApiRequestError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  data?: ApiErrorData;

  constructor(status: number, data?: ApiErrorData, message?: string) {
    super(message ?? data?.message ?? '');
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = data;
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError;

/** An unknown, foreign or malformed id in the address (404, 400): the page leads nowhere (not found, not "try again"). */
export const leadsNowhere = (error: unknown) =>
  isApiRequestError(error) && (error.status === 404 || error.status === 400);

export const isAbortError = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** The known fields of an error answer; anything else (a proxy's HTML page) gives none, so the fallbacks apply. */
export function errorData(data: unknown): ApiErrorData | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  return {
    message: typeof d.message === 'string' ? d.message : undefined,
    errors: Array.isArray(d.errors) ? (d.errors as ApiErrorData['errors']) : undefined,
    code: typeof d.code === 'string' ? d.code : undefined,
  };
}

/** The JSON body of an answer, or undefined when it has none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
