import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  langQuery,
  messageResponse,
  pairingClaimBody,
  pairingPollAnswer,
  pairingPollBody,
  pairingStartAnswer,
  uuidParam,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PlayerDeps } from '../deps.ts';
import { claimPairing, pollPairing, startPairing } from './service.ts';

const tags = ['player'];
const unknownPairing = errorAnswer('Unknown, expired, already answered, or the secret does not match');

/** Pairing a screen by device code: the screen's two public calls and the user's claim on the display. */
export async function pairingRoutes(api: FastifyInstance, deps: PlayerDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/player/pairings',
    {
      schema: {
        operationId: 'startPlayerPairing',
        tags,
        summary: 'A pairing code for an unpaired screen',
        description:
          'Public (the screen has no credential yet), limited per client address. The code is valid for 10 minutes ' +
          'and claimed once; the secret stays on the screen, which polls with it.',
        querystring: langQuery,
        response: { 201: pairingStartAnswer, 429: errorAnswer('Too many codes from this address') },
      },
      config: { public: true },
    },
    async (request, reply) => reply.status(201).send(await startPairing(deps, request.ip)),
  );

  r.post(
    '/player/pairings/poll',
    {
      schema: {
        operationId: 'pollPlayerPairing',
        tags,
        summary: 'Whether a pairing code was claimed; the credential, once',
        description:
          'Public. `pending` while the code waits; `paired` with the bearer credential for /api/player/* when a ' +
          'user entered the code on a display (answered once: the pairing is gone after it).',
        querystring: langQuery,
        body: pairingPollBody,
        response: { 200: pairingPollAnswer, 404: unknownPairing },
      },
      config: { public: true },
    },
    async (request) => pollPairing(deps, request.body.pairingId, request.body.secret),
  );

  r.post(
    '/displays/:displayId/player',
    {
      schema: {
        operationId: 'claimPlayerPairing',
        tags,
        summary: 'Pair a screen with a display by the code it shows',
        description:
          'Needs EDIT_DISPLAY on the display. A wrong, expired or used code answers 400 (no hint whether it ' +
          'existed); 409 for a locked, draft or deactivated display. Limited per company.',
        params: uuidParam('displayId'),
        querystring: langQuery,
        body: pairingClaimBody,
        response: {
          200: messageResponse,
          404: errorAnswer('No such display in my company, or not reachable with EDIT_DISPLAY'),
          409: errorAnswer('The display is locked, a draft or deactivated'),
          429: errorAnswer('Too many codes entered by this company'),
        },
      },
      config: { auth: 'company', permission: 'EDIT_DISPLAY' },
    },
    async (request) => {
      await claimPairing(deps, tenantActor(request), request.params.displayId, request.body.code);
      return { message: t(requestLanguage(request), 'apiPlayer.paired') };
    },
  );
}
