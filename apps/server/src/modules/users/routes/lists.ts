import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryListResponse,
  companyListResponse,
  departmentListResponse,
  langQuery,
  roleListResponse,
} from '@plakat/shared';
import { pickLanguage } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { categoryList, companyList, departmentList, roleList } from '../lists.ts';

/** The select lists of the user overview search (platform spec §2, §7): own company's data only. */
export async function listRoutes(api: FastifyInstance, deps: AppDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const common = { security: [{ bearer: [] }], querystring: langQuery } as const;

  r.get(
    '/companies',
    {
      schema: {
        tags: ['organization'],
        summary: 'The own company and its active partner companies',
        ...common,
        response: { 200: companyListResponse },
      },
      config: { auth: 'company', permission: 'GET_USERS' },
    },
    async (request) => {
      const lang = pickLanguage(request.query, request.headers['accept-language']);
      return { items: await companyList(deps.db, tenantActor(request).companyId, lang) };
    },
  );

  r.get(
    '/departments',
    {
      schema: {
        tags: ['organization'],
        summary: "The own company's departments",
        ...common,
        response: { 200: departmentListResponse },
      },
      config: { auth: 'company', permission: 'GET_USERS' },
    },
    async (request) => {
      const lang = pickLanguage(request.query, request.headers['accept-language']);
      return { items: await departmentList(deps.db, tenantActor(request).companyId, lang) };
    },
  );

  r.get(
    '/roles',
    {
      schema: {
        tags: ['organization'],
        summary: "The own company's roles, preset roles first",
        ...common,
        response: { 200: roleListResponse },
      },
      config: { auth: 'company', permission: 'GET_USERS' },
    },
    async (request) => {
      const lang = pickLanguage(request.query, request.headers['accept-language']);
      return { items: await roleList(deps.db, tenantActor(request).companyId, lang) };
    },
  );

  r.get(
    '/categories/list',
    {
      schema: {
        tags: ['organization'],
        summary: "The own company's categories with their colours",
        ...common,
        response: { 200: categoryListResponse },
      },
      config: { auth: 'company', permission: 'MANAGE_CATEGORY_LIST' },
    },
    async (request) => {
      const lang = pickLanguage(request.query, request.headers['accept-language']);
      return { items: await categoryList(deps.db, tenantActor(request).companyId, lang) };
    },
  );
}
