import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyRegistrationBody,
  companyRegistrationResponse,
  langQuery,
  userRegistrationBody,
  userRegistrationResponse,
} from '@plakat/shared';
import { requestLanguage, t } from '../../lib/i18n.ts';
import { companyActor } from '../../plugins/auth.ts';
import type { AppDeps } from '../deps.ts';
import { registerCompany, registerUser } from './service.ts';

export async function registrationRoutes(api: FastifyInstance, deps: AppDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/registration/company',
    {
      schema: {
        tags: ['registration'],
        summary:
          'A company owner registers the company and completes the profile (403 for company users, 409 when done)',
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: companyRegistrationBody,
        response: { 201: companyRegistrationResponse },
      },
      config: { auth: 'company' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const companyId = await registerCompany(deps, companyActor(request), request.body, lang);
      return reply.status(201).send({ message: t(lang, 'apiRegistration.companyRegistered'), companyId });
    },
  );

  r.post(
    '/registration/user',
    {
      schema: {
        tags: ['registration'],
        summary: 'An invited company user completes the profile (403 for company owners, 409 when done)',
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: userRegistrationBody,
        response: { 201: userRegistrationResponse },
      },
      config: { auth: 'company' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      await registerUser(deps, companyActor(request), request.body, lang);
      return reply.status(201).send({ message: t(lang, 'apiRegistration.userRegistered') });
    },
  );
}
