import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationBody,
  invitationInfoResponse,
  invitationListQuery,
  invitationListResponse,
  invitationTokenQuery,
  inviteBody,
  inviteResponse,
  langQuery,
  loginResponse,
  messageResponse,
  uuidParam,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import {
  acceptInvitation,
  invitationInfo,
  invite,
  listInvitations,
  resendInvitation,
  withdrawInvitation,
} from './service.ts';

const tags = ['invitations'];
const idParams = uuidParam('id');

/** Inviting users by e-mail (INVITE_USERS), the invitations list, resend, withdraw, and accepting an invitation. */
/** What a change of an open invitation (resend, withdraw) answers. */
const openInvitationAnswers = {
  200: messageResponse,
  404: errorAnswer('No such invitation in the company, or it was withdrawn'),
  409: errorAnswer('The invitation was accepted already'),
};

export async function invitationRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/invitations',
    {
      schema: {
        operationId: 'inviteUsers',
        tags,
        summary: 'Invite e-mail addresses into the own company with one role; one mail each, all or nothing',
        description:
          'An address with an open invitation gets it renewed (new role, link and 7 days). 400 names the first invalid address; 409 the first one that has an account already.',
        querystring: langQuery,
        body: inviteBody,
        response: {
          201: inviteResponse,
          403: errorAnswer(
            'Without INVITE_USERS; external users also need INVITE_EXTERNAL_USER; the role holds keys the inviter lacks',
          ),
          404: errorAnswer('The role or department is not one of the company'),
          409: errorAnswer('An address belongs to a member of this or another company'),
        },
      },
      config: { auth: 'company', permission: 'INVITE_USERS', policyKeys: ['INVITE_EXTERNAL_USER'] },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const ids = await invite(deps, tenantActor(request), request.body, lang);
      return reply.status(201).send({ message: t(lang, 'apiInvitations.invited'), invited: ids });
    },
  );

  r.get(
    '/invitations',
    {
      schema: {
        operationId: 'listInvitations',
        tags,
        summary: "The company's invitations (pending, expired, accepted; withdrawn ones left out), newest first",
        querystring: invitationListQuery,
        response: { 200: invitationListResponse },
      },
      config: { auth: 'company', permission: 'INVITE_USERS' },
    },
    async (request) => listInvitations(deps, tenantActor(request), request.query, requestLanguage(request)),
  );

  r.post(
    '/invitations/:id/resend',
    {
      schema: {
        operationId: 'resendInvitation',
        tags,
        summary: 'Mail an open invitation again with a new link, valid 7 more days (the old link stops working)',
        params: idParams,
        querystring: langQuery,
        response: openInvitationAnswers,
      },
      config: { auth: 'company', permission: 'INVITE_USERS' },
    },
    async (request) => {
      await resendInvitation(deps, tenantActor(request), request.params.id);
      return { message: t(requestLanguage(request), 'apiInvitations.resent') };
    },
  );

  r.delete(
    '/invitations/:id',
    {
      schema: {
        operationId: 'withdrawInvitation',
        tags,
        summary: 'Withdraw an open invitation: its link stops working',
        params: idParams,
        querystring: langQuery,
        response: openInvitationAnswers,
      },
      config: { auth: 'company', permission: 'INVITE_USERS' },
    },
    async (request) => {
      await withdrawInvitation(deps, tenantActor(request), request.params.id);
      return { message: t(requestLanguage(request), 'apiInvitations.withdrawn') };
    },
  );

  r.get(
    '/invitations/accept-info',
    {
      schema: {
        operationId: 'invitationInfo',
        tags,
        summary: "What the /register page shows of an invitation link: company, inviter, address and the link's state",
        querystring: invitationTokenQuery,
        response: {
          200: invitationInfoResponse,
          404: errorAnswer('The link is not an invitation'),
          410: errorAnswer('The invitation was withdrawn'),
        },
      },
      config: { public: true },
    },
    async (request) => invitationInfo(deps, request.query.token),
  );

  r.post(
    '/invitations/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        tags,
        summary: 'Accept an invitation with a password: a verified company user with the invited role, logged in',
        description: 'The web continues at /userRegistration, where the person data is completed.',
        querystring: langQuery,
        body: acceptInvitationBody,
        response: {
          201: loginResponse,
          404: errorAnswer('The link is not an invitation'),
          409: errorAnswer('The invitation was used already, or the address has an account meanwhile'),
          410: errorAnswer('The invitation expired or was withdrawn'),
        },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const answer = await acceptInvitation(deps, {
        token: request.body.token,
        password: request.body.password,
        language: request.body.lang ?? requestLanguage(request),
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(answer);
    },
  );
}
