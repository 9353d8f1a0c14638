import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Profile, langQuery, profileResponse } from '@plakat/shared';
import { requestLanguage } from '../../../lib/i18n.ts';
import { companyActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { createProfileReader } from '../profile.ts';

const asIs = (payload: unknown) => payload as string;

export async function profileRoutes(api: FastifyInstance, deps: Core) {
  const profileOf = createProfileReader(deps.db);

  // Benchmarked (bench/run.ts): no hooks beyond the auth check and, while the session is cached, no query. Open
  // before registration is completed: the web reads isCompleted and userType here to pick the registration page.
  api.withTypeProvider<ZodTypeProvider>().get(
    '/users/profile',
    {
      schema: {
        operationId: 'getProfile',
        tags: ['users'],
        summary: 'The logged-in user: completion state, type, company, role and effective permission keys',
        querystring: langQuery,
        response: { 200: profileResponse },
      },
      config: { auth: 'company' },
    },
    async (request, reply) => {
      const json = await profileOf(companyActor(request), requestLanguage(request));
      return reply
        .type('application/json; charset=utf-8')
        .serializer(asIs)
        .send(json as unknown as Profile);
    },
  );
}
