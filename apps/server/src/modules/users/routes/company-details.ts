import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyDetailsBody, companyDetailsResponse, companyDetailsSavedResponse, langQuery } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { pickLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { changeCompanyDetails, readCompanyDetails } from '../company-details.ts';

/**
 * The own company's name and address (the company tab of /dashboard/user-profile). Reading needs GET_COMPANY_INFO;
 * changing is for the company owner only (no key of spec §6 covers it).
 */
export async function companyDetailsRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/companies/own',
    {
      schema: {
        operationId: 'getOwnCompany',
        tags: ['companies'],
        summary: "The own company's name and address",
        querystring: langQuery,
        response: { 200: companyDetailsResponse, 404: errorAnswer('The company no longer exists') },
      },
      config: { auth: 'company', permission: 'GET_COMPANY_INFO' },
    },
    async (request) => readCompanyDetails(deps, tenantActor(request)),
  );

  r.put(
    '/companies/own',
    {
      schema: {
        operationId: 'updateOwnCompany',
        tags: ['companies'],
        summary: "The company owner changes the company's name and address (403 for other users)",
        querystring: langQuery,
        body: companyDetailsBody,
        response: {
          200: companyDetailsSavedResponse,
          403: errorAnswer('The user is not the company owner, or the company registration is not completed'),
          404: errorAnswer('The company no longer exists'),
        },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => {
      const lang = pickLanguage(request.query, request.headers['accept-language']);
      const details = await changeCompanyDetails(deps, tenantActor(request), request.body, lang);
      return { ...details, message: t(lang, 'apiOrganization.companyDetailsSaved') };
    },
  );
}
