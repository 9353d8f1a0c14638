import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createUserBody, createUserResponse, initialPasswordBody, langQuery, messageResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { companyActor, tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { changeInitialPassword, createUser } from './service.ts';

/** Creating a user with a one-time password (CREATE_USER), and that user's first own password. */
export async function createUserRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/users',
    {
      schema: {
        operationId: 'createUser',
        tags: ['users'],
        summary: 'Create a user of the own company with one role; a one-time password is mailed to them',
        querystring: langQuery,
        body: createUserBody,
        response: {
          201: createUserResponse,
          403: errorAnswer(
            'Without CREATE_USER; external users also need INVITE_EXTERNAL_USER; the role holds keys the actor lacks',
          ),
          404: errorAnswer('The role or department is not one of the company'),
          409: errorAnswer('The address has an account already'),
        },
      },
      config: { auth: 'company', permission: 'CREATE_USER' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const userId = await createUser(deps, tenantActor(request), request.body, lang);
      return reply.status(201).send({ message: t(lang, 'apiInvitations.userCreated'), userId });
    },
  );

  r.post(
    '/users/initialPassword',
    {
      schema: {
        operationId: 'setInitialPassword',
        tags: ['users'],
        summary: 'A user created with a one-time password sets an own one (profile.mustChangePassword)',
        querystring: langQuery,
        body: initialPasswordBody,
        response: { 200: messageResponse, 409: errorAnswer('The password was set already') },
      },
      config: { auth: 'company' },
    },
    async (request) => {
      await changeInitialPassword(deps, companyActor(request), request.body);
      return { message: t(requestLanguage(request), 'apiInvitations.passwordSet') };
    },
  );
}
