import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createRoleBody,
  deleteRoleBody,
  langQuery,
  messageResponse,
  roleDetails,
  roleHoldersQuery,
  roleHoldersResponse,
  roleLabelBody,
  roleOverviewResponse,
  rolePermissionsBody,
} from '@plakat/shared';
import type { Core } from '../../../core.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import { roleIdParams, tags } from '../http.ts';
import {
  createRole,
  deleteRole,
  duplicateRole,
  renameRole,
  roleHolders,
  roleOverview,
  setRolePermissions,
} from './service.ts';

const noRole = errorAnswer('No such role in my company');
const cannotGrant = (key: string) =>
  errorAnswer(`Without ${key}, or the role would get a key the user does not hold (or a scope wider than theirs)`);
const labelTaken = errorAnswer('Another role of the company has this name (case-insensitively)');
const presetReadOnly = errorAnswer('A preset role (read-only), or another role of the company has this name');

/** The roles page (issue 22 "Roles"): presets read-only, custom roles created, renamed, duplicated, edited, deleted. */
export async function manageRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/roles/overview',
    {
      schema: {
        operationId: 'roleOverview',
        tags,
        summary: 'Every role of the own company with its keys, scopes and holder count, preset roles first',
        querystring: langQuery,
        response: { 200: roleOverviewResponse },
      },
      config: { auth: 'company', permission: 'GET_USERS' },
    },
    async (request) => ({
      items: await roleOverview(deps, tenantActor(request), requestLanguage(request)),
    }),
  );

  r.post(
    '/roles',
    {
      schema: {
        operationId: 'createRole',
        tags,
        summary: 'Create a custom role with keys the user holds',
        querystring: langQuery,
        body: createRoleBody,
        response: { 201: roleDetails, 403: cannotGrant('CREATE_CUSTOM_ROLE'), 409: labelTaken },
      },
      config: { auth: 'company', permission: 'CREATE_CUSTOM_ROLE' },
    },
    async (request, reply) => {
      const role = await createRole(deps, tenantActor(request), request.body, requestLanguage(request));
      return reply.status(201).send(role);
    },
  );

  r.patch(
    '/roles/:roleId',
    {
      schema: {
        operationId: 'renameRole',
        tags,
        summary: 'Rename a custom role',
        params: roleIdParams,
        querystring: langQuery,
        body: roleLabelBody,
        response: { 200: roleDetails, 404: noRole, 409: presetReadOnly },
      },
      config: { auth: 'company', permission: 'RENAME_CUSTOM_ROLE' },
    },
    async (request) =>
      renameRole(deps, tenantActor(request), request.params.roleId, request.body.label, requestLanguage(request)),
  );

  r.post(
    '/roles/:roleId/duplicate',
    {
      schema: {
        operationId: 'duplicateRole',
        tags,
        summary: 'A new custom role with the keys and scopes of a role (preset roles included)',
        params: roleIdParams,
        querystring: langQuery,
        body: roleLabelBody,
        response: { 201: roleDetails, 403: cannotGrant('DUPLICATE_ROLE'), 404: noRole, 409: labelTaken },
      },
      config: { auth: 'company', permission: 'DUPLICATE_ROLE' },
    },
    async (request, reply) => {
      const { roleId } = request.params;
      const role = await duplicateRole(
        deps,
        tenantActor(request),
        roleId,
        request.body.label,
        requestLanguage(request),
      );
      return reply.status(201).send(role);
    },
  );

  r.put(
    '/roles/:roleId/permissions',
    {
      schema: {
        operationId: 'setRolePermissions',
        tags,
        summary: "A custom role's keys and scopes; its holders' next request runs with them",
        params: roleIdParams,
        querystring: langQuery,
        body: rolePermissionsBody,
        response: {
          200: roleDetails,
          403: cannotGrant('EDIT_CUSTOM_ROLE_PERMISSION'),
          404: noRole,
          409: errorAnswer('Preset roles are read-only'),
        },
      },
      config: { auth: 'company', permission: 'EDIT_CUSTOM_ROLE_PERMISSION' },
    },
    async (request) =>
      setRolePermissions(deps, tenantActor(request), request.params.roleId, request.body, requestLanguage(request)),
  );

  r.get(
    '/roles/:roleId/users',
    {
      schema: {
        operationId: 'roleHolders',
        tags,
        summary: 'The users holding a role, by name, paged',
        params: roleIdParams,
        querystring: roleHoldersQuery,
        response: { 200: roleHoldersResponse, 404: noRole },
      },
      config: { auth: 'company', permission: 'GET_USER_ROLE_DETAILS' },
    },
    async (request) => {
      const { page, perPage } = request.query;
      return roleHolders(deps, tenantActor(request), request.params.roleId, page, perPage);
    },
  );

  r.delete(
    '/roles/:roleId',
    {
      schema: {
        operationId: 'deleteRole',
        tags,
        summary: 'Delete a custom role; its holders get the replacement role',
        description:
          'A role with holders needs `replacementRoleId` (another role of the company, not the owner preset, with ' +
          'keys the user holds): without it 409 with code ROLE_HAS_HOLDERS and the holder count in the message.',
        params: roleIdParams,
        querystring: langQuery,
        body: deleteRoleBody,
        response: {
          200: messageResponse,
          403: cannotGrant('DELETE_CUSTOM_ROLE'),
          404: errorAnswer('No such role (or replacement role) in my company'),
          409: errorAnswer('A preset role, holders without a replacement, or the owner role as replacement'),
        },
      },
      config: { auth: 'company', permission: 'DELETE_CUSTOM_ROLE' },
    },
    async (request) => {
      await deleteRole(deps, tenantActor(request), request.params.roleId, request.body?.replacementRoleId);
      return { message: t(requestLanguage(request), 'apiRoles.deleted') };
    },
  );
}
