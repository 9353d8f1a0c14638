import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, notificationDeleteBody, notificationMarkBody, unreadCountResponse } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import { deleteNotifications, markNotifications } from './service.ts';

const tags = ['notifications'];
const notFound = errorAnswer(
  'An id that is not one of my notifications (another company, another user, deleted, or a partner event without ' +
    'GET_PARTNERS): nothing changed',
);
const config = { auth: 'company', completed: true, policyKeys: ['GET_PARTNERS'] } as const;

export async function stateRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  for (const read of [true, false]) {
    const word = read ? 'read' : 'unread';
    r.post(
      `/notifications/${word}`,
      {
        schema: {
          operationId: read ? 'markNotificationsRead' : 'markNotificationsUnread',
          tags,
          summary: `Marks some (\`ids\`, up to 100) or all (\`all: true\`) of my notifications ${word}, for me only`,
          description:
            'All or nothing: one id that is not mine answers 404 and changes nothing. Answers my unread count.',
          querystring: langQuery,
          body: notificationMarkBody,
          response: { 200: unreadCountResponse, 404: notFound },
        },
        config,
      },
      async (request) => markNotifications(deps, tenantActor(request), request.body, read),
    );
  }

  r.delete(
    '/notifications',
    {
      schema: {
        operationId: 'deleteNotifications',
        tags,
        summary: 'Deletes notifications (up to 100) for me only; my colleagues still see them',
        description:
          'All or nothing: one id that is not mine answers 404 and changes nothing. Answers my unread count.',
        querystring: langQuery,
        body: notificationDeleteBody,
        response: { 200: unreadCountResponse, 404: notFound },
      },
      config,
    },
    async (request) => deleteNotifications(deps, tenantActor(request), request.body),
  );
}
