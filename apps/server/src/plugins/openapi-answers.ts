import { limits } from '@plakat/shared';

/**
 * The error answers many routes share: each is described once under `components.responses` and operations refer to
 * it, so the document (and the web client's generated types) names it once instead of fifty times.
 */
export const commonAnswers = {
  400: {
    name: 'InvalidInput',
    description:
      'Invalid input: `message` says what is wrong, `errors` names each invalid field with a translated message.',
  },
  401: {
    name: 'PlayerCredentialEnded',
    description:
      'The player credential is missing, unknown or ended (its display was shut down, deactivated, locked or got a ' +
      'new player token): the screen shows its pairing code again.',
  },
  403: { name: 'RegistrationIncomplete', description: 'The company registration is not completed yet.' },
  404: {
    name: 'NotFound',
    description: 'No such record, or it belongs to a company the caller may not see (both answer the same).',
  },
  413: { name: 'BodyTooLarge', description: `The body is larger than ${limits.jsonBodyBytes} bytes.` },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body has a content type the server does not read (send application/json).',
  },
  418: {
    name: 'AccessTokenExpired',
    description: 'The access token has expired: get a new pair from GET /api/auth/refreshToken and call again.',
  },
  419: {
    name: 'SessionInvalid',
    description:
      'No usable session: the token is missing, invalid or of the other audience, or its session has ended ' +
      '(logout, password change, blocked user). Log in again.',
  },
  429: { name: 'TooManyRequests', description: 'Too many requests from this client: wait the seconds of Retry-After.' },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database or the storage cannot be reached, or the server is shutting down: try again after Retry-After.',
  },
} as const;
type CommonStatus = keyof typeof commonAnswers;

const errorSchemaRef = '#/components/schemas/ApiError';
export const retryAfterHeader = {
  'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again' },
};

/** An error answer as a route's transformed schema gives it to @fastify/swagger: the ApiError body. */
export function errorAnswerSchema(status: number, description: string) {
  return {
    description,
    ...(status === 429 || status === 503 ? { headers: retryAfterHeader } : {}),
    content: { 'application/json': { schema: { $ref: errorSchemaRef } } },
  };
}

/** `components.responses`: the common answers as OpenAPI response objects. */
export function commonResponses() {
  const retryAfter = {
    'Retry-After': {
      description: retryAfterHeader['Retry-After'].description,
      schema: { type: 'integer' as const, minimum: 0 },
    },
  };
  return Object.fromEntries(
    Object.entries(commonAnswers).map(([status, { name, description }]) => [
      name,
      {
        description,
        ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: { $ref: errorSchemaRef } } },
      },
    ]),
  );
}

type Answers = Record<string, { description?: string } | { $ref: string }>;
type PathsObject = Record<string, Record<string, { responses?: Answers }>>;

/** What @fastify/swagger writes for an answer whose schema has no description, and what the document says instead. */
const defaultDescription = 'Default Response';
const successDescriptions: Record<string, string> = { 200: 'OK', 201: 'Created', 206: 'Partial Content' };

/**
 * The `transformObject` step: each operation's copy of a common answer becomes a reference to it, and success
 * answers without a description of their own get the status text instead of "Default Response".
 */
export function referCommonAnswers<D extends { paths?: unknown }>(document: D): D {
  for (const operations of Object.values((document.paths ?? {}) as PathsObject)) {
    for (const operation of Object.values(operations)) {
      const answers = (operation.responses ?? {}) as Answers;
      for (const [status, answer] of Object.entries(answers)) {
        if (!('description' in answer)) continue;
        const common = commonAnswers[Number(status) as CommonStatus] as
          | { name: string; description: string }
          | undefined;
        if (common && answer.description === common.description) {
          answers[status] = { $ref: `#/components/responses/${common.name}` };
        } else if (answer.description === defaultDescription && successDescriptions[status]) {
          answer.description = successDescriptions[status];
        }
      }
    }
  }
  return document;
}
