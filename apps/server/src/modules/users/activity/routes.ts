import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userActivityQuery, userActivityResponse, uuidParam } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { userActivityFor } from './service.ts';

export async function activityRoutes(api: FastifyInstance, deps: Core) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/users/:userId/activity',
    {
      schema: {
        operationId: 'getUserActivity',
        tags: ['users'],
        summary: "A user's activity report: what the display and media file logs record it did, newest first",
        description:
          'The activity report filter of platform spec §3: `resourceId` a display or media file id or number, ' +
          '`activityORAdditionalInfo` part of the action or its details, `rangeTime` the last N days, `roleLabel` ' +
          'a role the user holds (else nothing), `companyId` the own company (else nothing).',
        params: uuidParam('userId'),
        querystring: userActivityQuery,
        response: { 200: userActivityResponse, 404: errorAnswer('No such user in my company') },
      },
      config: { auth: 'company', permission: 'GET_USER_EXTENDED' },
    },
    async (request) =>
      userActivityFor(deps, tenantActor(request), request.params.userId, request.query, requestLanguage(request)),
  );
}
