import type { FastifyInstance } from 'fastify';
import { invalidCharactersMessage } from '@plakat/shared';
import { t } from '../lib/i18n.ts';
import { answerLanguage } from './errors.ts';

/** The dotted path of the first string (value or key) holding a NUL character, or null when there is none. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  // Parsed JSON nests at most as deep as its text is long; 64 levels is far beyond any contract of the API.
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = findNul(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The safety net below the contracts' text fields (`packages/shared/src/schemas/text.ts`): PostgreSQL cannot store or
 * compare a NUL character, so a string holding one in the body, query or path parameters of any route answers 400
 * with a field error before validation, and never reaches a query (where it would be a 500).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    for (const source of [request.params, request.query, request.body]) {
      const path = findNul(source);
      if (path === null) continue;
      const lang = answerLanguage(request);
      return reply.status(400).send({
        message: t(lang, 'validation.invalidBody'),
        errors: [{ path, message: t(lang, invalidCharactersMessage) }],
      });
    }
  });
}
