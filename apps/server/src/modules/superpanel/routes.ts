import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyStatusResponse,
  langQuery,
  superpanelCompaniesQuery,
  superpanelCompaniesResponse,
  superpanelCompanyDetails,
  superpanelCompanyParams,
  superpanelMeResponse,
} from '@plakat/shared';
import { errorAnswer } from '../../lib/error-answers.ts';
import { requestLanguage, t } from '../../lib/i18n.ts';
import { superpanelActor } from '../../plugins/auth.ts';
import type { Core } from '../../core.ts';
import { toCompanyDetails } from './presenter.ts';
import { changeCompanyStatus, companiesPage, companyOverview, currentAdmin } from './service.ts';

const tags = ['superpanel'];
const unknownCompany = errorAnswer('There is no company with this ID');

/** The operator's panel: its own audience (`superpanel` tokens), so company tokens answer 419 here. */
export async function superpanelRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/superpanel/me',
    {
      schema: {
        operationId: 'getSuperpanelAdmin',
        tags,
        summary: 'The logged-in superpanel admin',
        querystring: langQuery,
        response: { 200: superpanelMeResponse },
      },
      config: { auth: 'superpanel' },
    },
    async (request) => currentAdmin(deps.db, superpanelActor(request).adminId),
  );

  r.get(
    '/superpanel/companies',
    {
      schema: {
        operationId: 'listAllCompanies',
        tags,
        summary: 'All companies with owner e-mail, user and display counts, media storage and status',
        description:
          'Newest first unless `sort` names a field (`-` first: descending). `keyword` matches the name literally, ' +
          '`status` keeps active or blocked companies.',
        querystring: superpanelCompaniesQuery,
        response: { 200: superpanelCompaniesResponse },
      },
      config: { auth: 'superpanel' },
    },
    async (request) => {
      superpanelActor(request);
      const result = await companiesPage(deps.db, request.query);
      return {
        items: result.items.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
        totalCount: result.totalCount,
      };
    },
  );

  r.get(
    '/superpanel/companies/:companyId',
    {
      schema: {
        operationId: 'getSuperpanelCompany',
        tags,
        summary: "A company's read-only overview: data, owner, members by status, roles, displays, media",
        querystring: langQuery,
        params: superpanelCompanyParams,
        response: { 200: superpanelCompanyDetails, 404: unknownCompany },
      },
      config: { auth: 'superpanel' },
    },
    async (request) => {
      superpanelActor(request);
      return toCompanyDetails(await companyOverview(deps.db, request.params.companyId));
    },
  );

  for (const [action, status] of [
    ['block', 'blocked'],
    ['unblock', 'active'],
  ] as const) {
    r.post(
      `/superpanel/companies/:companyId/${action}`,
      {
        schema: {
          operationId: action === 'block' ? 'blockCompany' : 'unblockCompany',
          tags,
          summary:
            action === 'block'
              ? "Block a company: its users' sessions end at once and their logins are refused (idempotent)"
              : 'Unblock a company: its users can log in again (idempotent)',
          querystring: langQuery,
          params: superpanelCompanyParams,
          response: { 200: companyStatusResponse, 404: unknownCompany },
        },
        config: { auth: 'superpanel' },
      },
      async (request) => {
        const { adminId } = superpanelActor(request);
        const result = await changeCompanyStatus(deps, request.params.companyId, status);
        request.log.info({ companyId: result.id, adminId, endedSessions: result.endedSessions }, `company ${action}ed`);
        const key = status === 'blocked' ? 'apiSuperpanel.companyBlocked' : 'apiSuperpanel.companyUnblocked';
        return { message: t(requestLanguage(request), key), id: result.id, status: result.status };
      },
    );
  }
}
