import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryBody,
  categoryPatchBody,
  categoryResponse,
  categorySavedResponse,
  langQuery,
  messageResponse,
  uuidParam,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { createCategory, deleteCategory, readCategory, updateCategory } from './service.ts';

const tags = ['companies'];
const params = uuidParam('categoryId');
const missing = errorAnswer('No category of the own company has this id');
const taken = errorAnswer('The company has a category with this title already');

/** The own company's categories (MANAGE_CATEGORY_*); the list is GET /categories/list (lists.ts). */
export async function categoryRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/categories',
    {
      schema: {
        operationId: 'createCategory',
        tags,
        summary: 'Create a category with a title (unique in the company) and a colour',
        querystring: langQuery,
        body: categoryBody,
        response: { 201: categorySavedResponse, 409: taken },
      },
      config: { auth: 'company', permission: 'MANAGE_CATEGORY_CREATE' },
    },
    async (request, reply) => {
      const row = await createCategory(deps, tenantActor(request), request.body);
      return reply
        .status(201)
        .send({ ...row, message: t(requestLanguage(request), 'apiOrganization.categoryCreated') });
    },
  );

  r.get(
    '/categories/:categoryId',
    {
      schema: {
        operationId: 'getCategory',
        tags,
        summary: 'One category of the own company',
        params,
        querystring: langQuery,
        response: { 200: categoryResponse, 404: missing },
      },
      config: { auth: 'company', permission: 'MANAGE_CATEGORY_INFO' },
    },
    async (request) => readCategory(deps, tenantActor(request), request.params.categoryId),
  );

  r.patch(
    '/categories/:categoryId',
    {
      schema: {
        operationId: 'updateCategory',
        tags,
        summary: "Change a category's title or colour (only the fields sent)",
        params,
        querystring: langQuery,
        body: categoryPatchBody,
        response: { 200: categorySavedResponse, 404: missing, 409: taken },
      },
      config: { auth: 'company', permission: 'MANAGE_CATEGORY_EDIT' },
    },
    async (request) => {
      const row = await updateCategory(deps, tenantActor(request), request.params.categoryId, request.body);
      return { ...row, message: t(requestLanguage(request), 'apiOrganization.categorySaved') };
    },
  );

  r.delete(
    '/categories/:categoryId',
    {
      schema: {
        operationId: 'deleteCategory',
        tags,
        summary: 'Delete a category; the users, displays and media files that had it keep no category',
        params,
        querystring: langQuery,
        response: { 200: messageResponse, 404: missing },
      },
      config: { auth: 'company', permission: 'MANAGE_CATEGORY_DELETE' },
    },
    async (request) => {
      await deleteCategory(deps, tenantActor(request), request.params.categoryId);
      return { message: t(requestLanguage(request), 'apiOrganization.categoryDeleted') };
    },
  );
}
