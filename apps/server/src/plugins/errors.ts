import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isTemporarilyUnavailable, unavailableReason } from '../db/pool.ts';
import { clientWentAway } from './client-abort.ts';
import { ApiError, TooManyRequests } from '../lib/errors.ts';
import { requestLanguage, t } from '../lib/i18n.ts';
import { type Language, isLanguage } from '@plakat/shared';

type Issue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/** Turns one zod issue into a translated field message; our schemas carry i18n keys, zod's own codes are mapped. */
export function issueMessage(lang: Language, issue: Issue): string {
  if (issue.message?.startsWith('validation.')) {
    return t(lang, issue.message, { min: String(issue.params.minimum ?? ''), max: String(issue.params.maximum ?? '') });
  }
  switch (issue.keyword) {
    case 'unrecognized_keys':
      return t(lang, 'validation.unknownField', {
        field: (issue.params.keys as string[] | undefined)?.join(', ') ?? '',
      });
    case 'too_small':
      return t(lang, 'validation.tooShort', { min: String(issue.params.minimum ?? '') });
    case 'too_big':
      return t(lang, 'validation.tooLong', { max: String(issue.params.maximum ?? '') });
    case 'invalid_type':
      return t(lang, /received undefined/.test(issue.message ?? '') ? 'validation.required' : 'validation.invalid');
    default:
      return t(lang, 'validation.invalid');
  }
}

const byCode: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'api.bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'api.unsupportedMediaType'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'validation.invalidBody'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'validation.invalidBody'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'validation.invalidBody'],
};

/** Seconds a client should wait before it retries a 503 (database unreachable, server shutting down). */
export const retryAfterSeconds = 5;

/** The answer's language: a valid `lang` in the JSON body (contracts that carry one), then `?lang=`, then Accept-Language. */
export function answerLanguage(request: FastifyRequest): Language {
  const body = request.body;
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as { lang?: unknown }).lang : undefined;
  return isLanguage(fromBody) ? fromBody : requestLanguage(request);
}

/** The one place errors become answers: translated `{ message, errors? }`, never a stack, SQL or a path. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = answerLanguage(request);
    if (error instanceof ApiError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: t(lang, error.key, error.params), ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issueMessage(lang, issue as unknown as Issue),
      }));
      return reply.status(400).send({ message: t(lang, 'validation.invalidBody'), errors });
    }
    const mapped = error.code ? byCode[error.code] : undefined;
    if (mapped) return reply.status(mapped[0]).send({ message: t(lang, mapped[1]) });
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: t(lang, 'api.tooManyRequests') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // JSON syntax errors, prototype poisoning and other client mistakes Fastify detects itself.
      return reply.status(error.statusCode).send({ message: t(lang, 'validation.invalidBody') });
    }
    if (clientWentAway(error, request.raw)) {
      // A cancelled upload or a closed tab: nobody reads the answer and nothing is wrong with the server.
      request.log.info({ code: error.code }, 'client went away before the request was read');
      return reply.status(400).send({ message: t(lang, 'validation.invalidBody') });
    }
    // A client that went away (an aborted upload also ends in ECONNRESET) is not a database outage.
    if (isTemporarilyUnavailable(error) && !request.raw.socket?.destroyed) {
      // The database (or storage) is unreachable, restarting or overloaded: the client may retry, nothing is wrong
      // with the request. Logged without the stack: during an outage every request ends here.
      request.log.warn({ reason: unavailableReason(error) }, 'service temporarily unavailable');
      reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(503).send({ message: t(lang, 'api.serviceUnavailable') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: t(lang, 'api.internal') });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = requestLanguage(request);
    return reply.status(404).send({ message: t(lang, 'api.routeNotFound') });
  });
}
