import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Language, departmentListResponse, langQuery, roleListResponse } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { grantKeys, grantableDepartments, grantableRoles } from './grant-lists.ts';

/** The selects of the invite and create-user dialogs: INVITE_USERS or CREATE_USER opens them, GET_USERS is not needed. */
export async function grantListRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const listRoute = <Item>(
    url: string,
    operationId: string,
    summary: string,
    response: z.ZodType<{ items: Item[] }>,
    list: (deps: Core, actor: TenantActor, lang: Language) => Promise<Item[]>,
  ) =>
    r.get(
      url,
      {
        schema: {
          operationId,
          tags: ['invitations'],
          summary,
          querystring: langQuery,
          response: { 200: response, 403: errorAnswer('Without INVITE_USERS and without CREATE_USER') },
        },
        config: { auth: 'company', completed: true, policyKeys: grantKeys },
      },
      async (request) => ({ items: await list(deps, tenantActor(request), requestLanguage(request)) }),
    );

  listRoute(
    '/invitations/roles',
    'listGrantableRoles',
    'The roles the caller may give an invited or created user (none with a key the caller lacks)',
    roleListResponse,
    grantableRoles,
  );
  listRoute(
    '/invitations/departments',
    'listGrantableDepartments',
    'The departments an invited or created user may be put into',
    departmentListResponse,
    grantableDepartments,
  );
}
