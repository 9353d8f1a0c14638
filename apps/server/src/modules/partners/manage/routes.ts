import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  langQuery,
  messageResponse,
  partnerDeleteResponse,
  partnerEndingResponse,
  partnerMessageBody,
  partnerParams,
  partnerStatusBody,
  partnerStatusResponse,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PartnersDeps } from '../deps.ts';
import { partnerDetails } from '../list/service.ts';
import { deletePartner, partnerEnding } from './end.ts';
import { messagePartner } from './message.ts';
import { setPartnerStatus } from './status.ts';

const tags = ['partners'];
const notPartner = errorAnswer('The company is not a partner of the caller');

/** Managing one partnership (issue 23): block and unblock, what a delete ends, delete, a message to its admin. */
export async function manageRoutes(api: FastifyInstance, deps: PartnersDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/partners/:partnerId/status',
    {
      schema: {
        operationId: 'setPartnerStatus',
        tags,
        summary: 'Block or unblock a partner (my direction of the partnership)',
        querystring: langQuery,
        params: partnerParams,
        body: partnerStatusBody,
        response: { 200: partnerStatusResponse, 404: notPartner },
      },
      config: { auth: 'company', permission: 'SET_PARTNER_STATUS' },
    },
    async (request) => {
      const actor = tenantActor(request);
      const { partnerId } = request.params;
      const changed = await setPartnerStatus(deps, actor, partnerId, request.body);
      const done = request.body.status === 'blocked' ? 'apiPartners.blocked' : 'apiPartners.unblocked';
      return {
        message: t(requestLanguage(request), changed ? done : 'apiPartners.statusUnchanged'),
        changed,
        partner: await partnerDetails(deps, actor, partnerId),
      };
    },
  );

  r.get(
    '/partners/:partnerId/ending',
    {
      schema: {
        operationId: 'getPartnerEnding',
        tags,
        summary: 'What deleting the partner would end (for the confirmation)',
        querystring: langQuery,
        params: partnerParams,
        response: { 200: partnerEndingResponse, 404: notPartner },
      },
      config: { auth: 'company', permission: 'DELETE_PARTNER' },
    },
    async (request) => partnerEnding(deps, tenantActor(request), request.params.partnerId),
  );

  r.delete(
    '/partners/:partnerId/partnership',
    {
      schema: {
        operationId: 'deletePartner',
        tags,
        summary: 'End the partnership both ways: shares both ways and ad spots go too',
        querystring: langQuery,
        params: partnerParams,
        response: { 200: partnerDeleteResponse, 404: notPartner },
      },
      config: { auth: 'company', permission: 'DELETE_PARTNER' },
    },
    async (request) => {
      const ended = await deletePartner(deps, tenantActor(request), request.params.partnerId);
      return { message: t(requestLanguage(request), 'apiPartners.deleted'), ended };
    },
  );

  r.post(
    '/partners/:partnerId/message',
    {
      schema: {
        operationId: 'messagePartner',
        tags,
        summary: "Send a message to the partner's administrators (notification and mail)",
        querystring: langQuery,
        params: partnerParams,
        body: partnerMessageBody,
        response: {
          200: messageResponse,
          404: notPartner,
          409: errorAnswer('Either side blocks the partnership'),
        },
      },
      config: { auth: 'company', permission: 'SEND_MESSAGE_PARTNER_ADMIN' },
    },
    async (request) => {
      await messagePartner(deps, tenantActor(request), request.params.partnerId, request.body);
      return { message: t(requestLanguage(request), 'apiPartners.messageSent') };
    },
  );
}
