import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, messageResponse, sendDisplayTokenBody } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { sendDisplayToken } from './service.ts';

/** Managing a display's player token: a new one, mailed. */
export async function tokenRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/displays/sendDisplayToken/:id',
    {
      schema: {
        operationId: 'sendDisplayToken',
        tags,
        summary: 'New player token, mailed to the given address (active displays only)',
        description:
          '429 with Retry-After over the mail limits per client address and per recipient (RATE_LIMIT_MAIL_*).',
        querystring: langQuery,
        params: idParams,
        body: sendDisplayTokenBody,
        response: { 200: messageResponse, 409: errorAnswer('The display is locked, or not completed and active') },
      },
      config: { auth: 'company', permission: 'SEND_DISPLAY_TOKEN' },
    },
    async (request) => {
      const lang = requestLanguage(request);
      // Over the mail limits: 429 and the display keeps its token (counted only for a call that would send).
      const { email } = request.body;
      await sendDisplayToken(deps, actorOf(request), { id: request.params.id, email, ip: request.ip }, lang);
      return { message: t(lang, 'apiDisplays.tokenSent', { email }) };
    },
  );
}
