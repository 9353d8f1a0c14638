import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSearchQuery, userSearchResponse, userSortFields } from '@plakat/shared';
import { requestLanguage } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { UsersDeps } from '../deps.ts';
import { searchUsersFor } from './service.ts';

export async function searchRoutes(api: FastifyInstance, deps: UsersDeps) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/users',
    {
      schema: {
        operationId: 'searchUsers',
        tags: ['users'],
        summary: 'User overview: the users of my company, filtered, sorted and paged',
        description:
          'The user-overview filter of platform spec §3. `fullText` matches parts of the user ID, e-mail address, ' +
          `first, last and full name, case-insensitive. \`sort\`: ${userSortFields.join(', ')}; \`sortOrder\` ` +
          'asce or desc. Deleted users are never listed; `companyId` of another company lists none.',
        querystring: userSearchQuery,
        response: { 200: userSearchResponse },
      },
      config: { auth: 'company', permission: 'GET_USERS' },
    },
    async (request) => searchUsersFor(deps, tenantActor(request), request.query, requestLanguage(request)),
  );
}
