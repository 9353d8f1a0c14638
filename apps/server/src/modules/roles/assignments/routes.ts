import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignmentBody, assignmentParams, assignmentResponse, langQuery, messageResponse } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import { assignResources, assignedResources } from './service.ts';

/**
 * The spec's path keeps `name=value` segments (spec 02 §2); find-my-way reads a parameter after a segment's static
 * prefix, so each value is a path parameter.
 */
const path = '/userAssignedDisplays/userId=:userId/roleId=:roleId/resourceType=:resourceType';
const tags = ['roles'];

/** GET and PATCH of the displays or media files assigned to a user for one of its roles. */
export async function assignmentRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const targetOf = (params: { userId: string; roleId: string; resourceType: 'display' | 'media' }) => ({
    userId: params.userId,
    roleId: params.roleId,
    type: params.resourceType,
  });

  r.get(
    path,
    {
      schema: {
        operationId: 'listAssignedResources',
        tags,
        summary: 'The displays or media files assigned to a user for one of its roles',
        params: assignmentParams,
        response: { 200: assignmentResponse },
      },
      config: { auth: 'company', permission: 'GET_USERS' },
    },
    async (request) => assignedResources(deps, tenantActor(request), targetOf(request.params)),
  );

  r.patch(
    path,
    {
      schema: {
        operationId: 'assignResources',
        tags,
        summary: 'Set the displays or media files assigned to a user for one of its roles (the whole set)',
        description:
          'The ids become the assignments of the type: ids missing from the list are unassigned. ASSIGN_ROLE_EXTERNAL for an external user, ASSIGN_PRIVATE_FILES when a private file is added or removed.',
        querystring: langQuery,
        params: assignmentParams,
        body: assignmentBody,
        response: {
          200: messageResponse,
          403: errorAnswer(
            'An external user without ASSIGN_ROLE_EXTERNAL, a private file without ASSIGN_PRIVATE_FILES, or oneself',
          ),
        },
      },
      config: {
        auth: 'company',
        permission: 'ASSIGN_ROLE',
        policyKeys: ['ASSIGN_ROLE_EXTERNAL', 'ASSIGN_PRIVATE_FILES'],
      },
    },
    async (request) => {
      const target = targetOf(request.params);
      await assignResources(deps, tenantActor(request), target, request.body);
      return { message: t(requestLanguage(request), `apiAssignments.assigned.${target.type}`) };
    },
  );
}
