import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failedMailsQuery, failedMailsResponse, langQuery, mailIdParams, messageResponse } from '@plakat/shared';
import { errorAnswer } from '../../lib/error-answers.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requestLanguage, t } from '../../lib/i18n.ts';
import { superpanelActor } from '../../plugins/auth.ts';
import type { Core } from '../../core.ts';
import { listFailedMails, requeueFailedMail } from './repository/failed-mails.ts';

/** The operator's view of mails that could not be delivered, and the way to send one again. */
export async function failedMailRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/superpanel/mails/failed',
    {
      schema: {
        operationId: 'listFailedMails',
        tags: ['superpanel'],
        summary: 'Mails that used up their delivery attempts, most recently failed first, with the last error',
        querystring: failedMailsQuery,
        response: { 200: failedMailsResponse },
      },
      config: { auth: 'superpanel' },
    },
    async (request) => {
      superpanelActor(request);
      const { page, limit } = request.query;
      const result = await listFailedMails(deps.db, { offset: (page - 1) * limit, limit });
      return {
        items: result.items.map((m) => ({
          ...m,
          createdAt: m.createdAt.toISOString(),
          failedAt: m.failedAt?.toISOString() ?? null,
        })),
        totalCount: result.totalCount,
      };
    },
  );

  r.post(
    '/superpanel/mails/:id/retry',
    {
      schema: {
        operationId: 'retryFailedMail',
        tags: ['superpanel'],
        summary: 'Queue a failed mail again, with a fresh set of delivery attempts (404 unknown, 409 not failed)',
        querystring: langQuery,
        params: mailIdParams,
        response: { 200: messageResponse, 409: errorAnswer('The mail has not failed (it is queued, running or sent)') },
      },
      config: { auth: 'superpanel' },
    },
    async (request) => {
      superpanelActor(request);
      const outcome = await requeueFailedMail(deps.db, request.params.id);
      if (outcome === 'notFound') throw notFound('apiMails.notFound');
      if (outcome === 'notFailed') throw conflict('apiMails.notFailed');
      deps.jobs.wake();
      request.log.info({ jobId: request.params.id }, 'failed mail queued again by a superpanel admin');
      return { message: t(requestLanguage(request), 'apiMails.retryQueued') };
    },
  );
}
