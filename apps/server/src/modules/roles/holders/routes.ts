import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, userRolesBody, userRolesResponse, uuidParam } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { setUserRoles } from './service.ts';

/** Which roles a user holds (issue 22, the edit-user page's roles tab). */
export async function holderRoutes(api: FastifyInstance, deps: Core) {
  api.withTypeProvider<ZodTypeProvider>().put(
    '/users/:userId/roles',
    {
      schema: {
        operationId: 'setUserRoles',
        tags: ['users'],
        summary: 'Replaces the roles a user of my company holds',
        description:
          'ASSIGN_ROLE (external users: ASSIGN_ROLE_EXTERNAL as well). Nobody grants a role with a key they do ' +
          'not hold, the Owner role and the roles of an owner change only by an owner, nobody changes their own ' +
          'roles (403); the last active owner keeps the Owner role (409). Roles taken away drop their display and ' +
          'media assignments.',
        params: uuidParam('userId'),
        querystring: langQuery,
        body: userRolesBody,
        response: {
          200: userRolesResponse,
          403: errorAnswer(
            'Without ASSIGN_ROLE (ASSIGN_ROLE_EXTERNAL for an external user), a key the caller lacks, the Owner role or an owner (by a non-owner), or oneself',
          ),
          404: errorAnswer('A user or role that is not of my company'),
          409: errorAnswer('The last active owner would lose the Owner role'),
        },
      },
      config: { auth: 'company', permission: 'ASSIGN_ROLE', policyKeys: ['ASSIGN_ROLE_EXTERNAL'] },
    },
    async (request) =>
      setUserRoles(deps, tenantActor(request), request.params.userId, request.body.roleIds, requestLanguage(request)),
  );
}
