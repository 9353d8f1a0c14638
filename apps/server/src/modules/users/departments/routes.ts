import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { departmentBody, departmentSavedResponse, langQuery, messageResponse, uuidParam } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { createDepartment, deleteDepartment, renameDepartment } from './service.ts';

const tags = ['users'];
const params = uuidParam('departmentId');
const missing = errorAnswer('No department of the own company has this id');
const taken = errorAnswer('The company has a department with this name already');

/**
 * The own company's departments; the list is GET /departments (lists.ts). Spec §6 has no department key: managing
 * them is EDIT_USER, the key that sets a user's department (docs/decisions.md).
 */
export async function departmentRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'company', permission: 'EDIT_USER' } as const;

  r.post(
    '/departments',
    {
      schema: {
        operationId: 'createDepartment',
        tags,
        summary: 'Create a department (name unique in the company)',
        querystring: langQuery,
        body: departmentBody,
        response: { 201: departmentSavedResponse, 409: taken },
      },
      config,
    },
    async (request, reply) => {
      const row = await createDepartment(deps, tenantActor(request), request.body.name);
      const message = t(requestLanguage(request), 'apiOrganization.departmentCreated');
      return reply.status(201).send({ ...row, message });
    },
  );

  r.patch(
    '/departments/:departmentId',
    {
      schema: {
        operationId: 'updateDepartment',
        tags,
        summary: 'Rename a department',
        params,
        querystring: langQuery,
        body: departmentBody,
        response: { 200: departmentSavedResponse, 404: missing, 409: taken },
      },
      config,
    },
    async (request) => {
      const row = await renameDepartment(deps, tenantActor(request), request.params.departmentId, request.body.name);
      return { ...row, message: t(requestLanguage(request), 'apiOrganization.departmentSaved') };
    },
  );

  r.delete(
    '/departments/:departmentId',
    {
      schema: {
        operationId: 'deleteDepartment',
        tags,
        summary: 'Delete a department; its users keep no department',
        params,
        querystring: langQuery,
        response: { 200: messageResponse, 404: missing },
      },
      config,
    },
    async (request) => {
      await deleteDepartment(deps, tenantActor(request), request.params.departmentId);
      return { message: t(requestLanguage(request), 'apiOrganization.departmentDeleted') };
    },
  );
}
