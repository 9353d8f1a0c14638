import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type Language,
  type Permission,
  categoryListResponse,
  companyListResponse,
  departmentListResponse,
  langQuery,
  roleListResponse,
} from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { categoryList, companyList, departmentList, roleList } from '../lists.ts';

/** The select lists of the user overview search (platform spec §2, §7): own company's data only. */
export async function listRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  /** GET {url}: one list of the own company, its labels in the request's language. */
  const listRoute = <Item>(
    url: string,
    operationId: string,
    tag: 'users' | 'companies',
    summary: string,
    response: z.ZodType<{ items: Item[] }>,
    permission: Permission,
    list: (db: Db, companyId: string, lang: Language) => Promise<Item[]>,
  ) =>
    r.get(
      url,
      {
        schema: {
          operationId,
          tags: [tag],
          summary,
          querystring: langQuery,
          response: { 200: response },
        },
        config: { auth: 'company', permission },
      },
      async (request) => {
        const lang = requestLanguage(request);
        return { items: await list(deps.db, tenantActor(request).companyId, lang) };
      },
    );

  listRoute(
    '/companies',
    'listCompanies',
    'companies',
    'The own company and its active partner companies',
    companyListResponse,
    'GET_USERS',
    companyList,
  );
  listRoute(
    '/departments',
    'listDepartments',
    'users',
    "The own company's departments",
    departmentListResponse,
    'GET_USERS',
    departmentList,
  );
  listRoute(
    '/roles',
    'listRoles',
    'users',
    "The own company's roles, preset roles first",
    roleListResponse,
    'GET_USERS',
    roleList,
  );
  listRoute(
    '/categories/list',
    'listCategories',
    'companies',
    "The own company's categories with their colours",
    categoryListResponse,
    'MANAGE_CATEGORY_LIST',
    categoryList,
  );
}
