import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyRegistrationBody,
  companyRegistrationResponse,
  departmentListResponse,
  langQuery,
  userRegistrationBody,
  userRegistrationResponse,
} from '@plakat/shared';
import { errorAnswer } from '../../lib/error-answers.ts';
import { requestLanguage, t } from '../../lib/i18n.ts';
import { companyActor } from '../../plugins/auth.ts';
import type { Core } from '../../core.ts';
import { registerCompany, registerUser, registrationDepartments } from './service.ts';

export async function registrationRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/registration/company',
    {
      schema: {
        operationId: 'registerCompany',
        tags: ['registration'],
        summary:
          'A company owner registers the company and completes the profile (403 for company users, 409 when done)',
        querystring: langQuery,
        body: companyRegistrationBody,
        response: {
          201: companyRegistrationResponse,
          403: errorAnswer('The user is an invited company user, not a company owner'),
          409: errorAnswer('The registration is completed already'),
        },
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
        operationId: 'registerUser',
        tags: ['registration'],
        summary: 'An invited company user completes the profile (403 for company owners, 409 when done)',
        querystring: langQuery,
        body: userRegistrationBody,
        response: {
          201: userRegistrationResponse,
          403: errorAnswer('The user is a company owner, not an invited company user'),
          409: errorAnswer('The registration is completed already, or the invitation names no company'),
        },
      },
      config: { auth: 'company' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      await registerUser(deps, companyActor(request), request.body, lang);
      return reply.status(201).send({ message: t(lang, 'apiRegistration.userRegistered') });
    },
  );

  r.get(
    '/registration/departments',
    {
      schema: {
        operationId: 'registrationDepartments',
        tags: ['registration'],
        summary: "The own company's departments, for the department select of the user registration",
        querystring: langQuery,
        response: { 200: departmentListResponse },
      },
      config: { auth: 'company' },
    },
    async (request) => registrationDepartments(deps, companyActor(request)),
  );
}
