import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  langQuery,
  messageResponse,
  userDetails,
  userEditBody,
  userMessageBody,
  userStatusBody,
  userStatusResponse,
  uuidParam,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { changeUserStatuses } from '../service.ts';
import { deleteUser, editUser, sendMessage, userDetailsFor } from './service.ts';

const tags = ['users'];
const params = uuidParam('userId');
const notFound = errorAnswer('No such user in my company (or a department or category of another company)');

/** The edit-user page (issue 22): one user's data, category and department, status, delete, a message. */
export async function editRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/:userId',
    {
      schema: {
        operationId: 'getUser',
        tags,
        summary: 'One user of my company: the overview row and contact data',
        params,
        querystring: langQuery,
        response: { 200: userDetails, 404: notFound },
      },
      config: { auth: 'company', permission: 'GET_USERS' },
    },
    async (request) => userDetailsFor(deps, tenantActor(request), request.params.userId, requestLanguage(request)),
  );

  r.patch(
    '/users/:userId',
    {
      schema: {
        operationId: 'editUser',
        tags,
        summary: "Sets a user's category and department (null clears)",
        description: 'EDIT_USER; an external user needs EDIT_EXTERNAL_USER as well.',
        params,
        querystring: langQuery,
        body: userEditBody,
        response: {
          200: userDetails,
          403: errorAnswer('Without EDIT_USER, or an external user without EDIT_EXTERNAL_USER'),
          404: notFound,
        },
      },
      config: { auth: 'company', permission: 'EDIT_USER', policyKeys: ['EDIT_EXTERNAL_USER'] },
    },
    async (request) =>
      editUser(deps, tenantActor(request), request.params.userId, request.body, requestLanguage(request)),
  );

  r.patch(
    '/users/status',
    {
      schema: {
        operationId: 'setUserStatuses',
        tags,
        summary: 'Sets the status of users of my company: active, paused or notActive',
        description:
          'EDIT_USER_STATUS (external users: EDIT_EXTERNAL_USER as well; an owner only by an owner). Paused and ' +
          'deactivated users lose every session at once. The batch is all or nothing: one 404 for any missing, ' +
          "foreign or untouchable id (the caller's own included), 409 for the last active owner.",
        querystring: langQuery,
        body: userStatusBody,
        response: {
          200: userStatusResponse,
          404: errorAnswer('An id that is missing, of another company or not allowed'),
          409: errorAnswer('The last active owner would be paused or deactivated'),
        },
      },
      config: { auth: 'company', permission: 'EDIT_USER_STATUS', policyKeys: ['EDIT_EXTERNAL_USER'] },
    },
    async (request) => {
      const ids = await changeUserStatuses(deps, tenantActor(request), request.body.ids, request.body.status);
      return { ids, message: t(requestLanguage(request), 'apiUsers.statusChanged', { count: ids.length }) };
    },
  );

  r.delete(
    '/users/:userId',
    {
      schema: {
        operationId: 'deleteUser',
        tags,
        summary: 'Deletes a user of my company (soft delete); its sessions end and its e-mail address is free again',
        description: 'DELETE_USER; an external user needs DELETE_EXTERNAL_USER as well; never oneself.',
        params,
        querystring: langQuery,
        response: {
          200: messageResponse,
          403: errorAnswer('Without DELETE_USER, oneself, or an external user without DELETE_EXTERNAL_USER'),
          404: notFound,
          409: errorAnswer('The last active owner'),
        },
      },
      config: { auth: 'company', permission: 'DELETE_USER', policyKeys: ['DELETE_EXTERNAL_USER'] },
    },
    async (request) => {
      await deleteUser(deps, tenantActor(request), request.params.userId);
      return { message: t(requestLanguage(request), 'apiUsers.deleted') };
    },
  );

  r.post(
    '/users/:userId/message',
    {
      schema: {
        operationId: 'sendUserMessage',
        tags,
        summary: 'Sends a user of my company a message: a notification and a mail',
        params,
        querystring: langQuery,
        body: userMessageBody,
        response: { 200: messageResponse, 404: notFound },
      },
      config: { auth: 'company', permission: 'SEND_MESSAGE' },
    },
    async (request) => {
      await sendMessage(deps, tenantActor(request), request.params.userId, request.body);
      return { message: t(requestLanguage(request), 'apiUsers.messageSent') };
    },
  );
}
