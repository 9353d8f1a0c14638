import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@plakat/shared';
import { pickLanguage, t } from '../../lib/i18n.ts';
import { retryAfterSeconds } from '../../plugins/errors.ts';
import type { Core } from '../../core.ts';
import { readiness } from './service.ts';

const check = z.enum(['ok', 'unavailable']);
const liveResponse = z.object({ status: z.literal('ok') });
const readyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: check, storage: check }),
  queue: z
    .object({
      depth: z.number().int().describe('Jobs not finished yet (queued or running)'),
      failed: z.number().int().describe('Jobs that used up their attempts'),
      oldestPendingSeconds: z.number().int().describe('Age of the oldest unfinished job'),
    })
    .nullable(),
  message: z.string().optional(),
});

/**
 * For load balancers and container orchestrators, without a session: `/health` answers while the process runs (it
 * touches nothing), `/health/ready` only while the database and the storage can be used.
 */
export async function healthRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      config: { public: true },
      schema: {
        operationId: 'checkLiveness',
        tags: ['health'],
        summary: 'Liveness: the process answers (no database access)',
        querystring: langQuery,
        response: { 200: liveResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  r.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        operationId: 'checkReadiness',
        tags: ['health'],
        summary: 'Readiness: the database answers and the storage is usable (each checked within 2 s)',
        querystring: langQuery,
        response: {
          200: readyResponse,
          503: readyResponse.describe('Not ready: the database or the storage cannot be used'),
        },
      },
    },
    async (request, reply) => {
      const result = await readiness(deps);
      reply.header('cache-control', 'no-store');
      if (result.ready) return { status: 'ready' as const, checks: result.checks, queue: result.queue };
      const lang = pickLanguage(request.query, request.headers['accept-language']);
      reply.header('retry-after', String(retryAfterSeconds));
      return reply
        .status(503)

        .send({
          status: 'unavailable' as const,
          checks: result.checks,
          queue: result.queue,
          message: t(lang, 'api.serviceUnavailable'),
        });
    },
  );
}
