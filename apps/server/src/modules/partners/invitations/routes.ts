import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  langQuery,
  messageResponse,
  partnerInvitationItem,
  partnerInvitationListQuery,
  partnerInvitationListResponse,
  partnerInvitationParams,
  partnerInviteBody,
  partnerInviteResponse,
} from '@plakat/shared';
import type { Core } from '../../../core.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import {
  acceptPartnerInvitation,
  declinePartnerInvitation,
  resendPartnerInvitation,
  withdrawPartnerInvitation,
} from './answer.ts';
import { invitePartner, listPartnerInvitations, partnerInvitationFor } from './service.ts';

const tags = ['partners'];
const notFound = errorAnswer("No such invitation among the company's sent or received ones (or not on this side)");
const notOpen = errorAnswer('The invitation was withdrawn or answered already');

/** Partner invitations (issue 23): invite, list, read, accept, decline, resend, withdraw. */
export async function invitationRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/partners/invitations',
    {
      schema: {
        operationId: 'invitePartner',
        tags,
        summary: "Invite another company by its administrator's e-mail address",
        querystring: langQuery,
        body: partnerInviteBody,
        response: {
          201: partnerInviteResponse,
          409: errorAnswer('Already partners, or an invitation between the two companies is open'),
        },
      },
      config: { auth: 'company', permission: 'INVITE_PARTNER' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const id = await invitePartner(deps, tenantActor(request), request.body, lang);
      return reply.status(201).send({ message: t(lang, 'apiPartners.invited'), id });
    },
  );

  r.get(
    '/partners/invitations',
    {
      schema: {
        operationId: 'listPartnerInvitations',
        tags,
        summary: 'Partner invitations the company sent and received, newest first',
        querystring: partnerInvitationListQuery,
        response: { 200: partnerInvitationListResponse },
      },
      config: { auth: 'company', permission: 'GET_PARTNERS' },
    },
    async (request) => listPartnerInvitations(deps, tenantActor(request), request.query),
  );

  r.get(
    '/partners/invitations/:id',
    {
      schema: {
        operationId: 'getPartnerInvitation',
        tags,
        summary: 'A received invitation as the confirmation page shows it (the invited company only)',
        querystring: langQuery,
        params: partnerInvitationParams,
        response: { 200: partnerInvitationItem, 404: notFound },
      },
      config: { auth: 'company', permission: 'GET_PARTNERS' },
    },
    async (request) => partnerInvitationFor(deps, tenantActor(request), request.params.id),
  );

  const action = (
    path: string,
    operationId: string,
    summary: string,
    run: typeof acceptPartnerInvitation,
    done: string,
    method: 'post' | 'delete' = 'post',
  ) =>
    r[method](
      path,
      {
        schema: {
          operationId,
          tags,
          summary,
          querystring: langQuery,
          params: partnerInvitationParams,
          response: {
            200: messageResponse,
            404: notFound,
            409: notOpen,
            ...(operationId.startsWith('accept') || operationId.startsWith('decline')
              ? { 410: errorAnswer('The invitation expired') }
              : {}),
          },
        },
        config: { auth: 'company', permission: 'INVITE_PARTNER' },
      },
      async (request) => {
        await run(deps, tenantActor(request), request.params.id);
        return { message: t(requestLanguage(request), done) };
      },
    );

  action(
    '/partners/invitations/:id/accept',
    'acceptPartnerInvitation',
    'Accept a received invitation: the companies become partners of each other',
    acceptPartnerInvitation,
    'apiPartners.accepted',
  );
  action(
    '/partners/invitations/:id/decline',
    'declinePartnerInvitation',
    'Decline a received invitation',
    declinePartnerInvitation,
    'apiPartners.declined',
  );
  action(
    '/partners/invitations/:id/resend',
    'resendPartnerInvitation',
    'Send a sent, open invitation again, valid for 14 days from now',
    resendPartnerInvitation,
    'apiPartners.resent',
  );
  action(
    '/partners/invitations/:id',
    'withdrawPartnerInvitation',
    'Withdraw a sent, open invitation',
    withdrawPartnerInvitation,
    'apiPartners.withdrawnDone',
    'delete',
  );
}
