import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favoriteDisplayParams, langQuery, messageResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PartnersDeps } from '../deps.ts';
import { addFavorite, removeFavorite } from './service.ts';

const tags = ['partners'];
const schema = (operationId: string, summary: string) => ({
  operationId,
  tags,
  summary,
  querystring: langQuery,
  params: favoriteDisplayParams,
  response: { 200: messageResponse, 404: errorAnswer('Not a partner display the company sees now') },
});
const config = { auth: 'company', permission: 'SET_PARTNER_FAVORITE_DISPLAY' } as const;

/** Favourite partner displays (issue 23): first in the partner display overview, and its favourite filter. */
export async function favoriteRoutes(api: FastifyInstance, deps: PartnersDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/partners/favorites/:displayId',
    { schema: schema('addFavoriteDisplay', 'Mark a partner display as a favourite'), config },
    async (request) => {
      await addFavorite(deps, tenantActor(request), request.params.displayId);
      return { message: t(requestLanguage(request), 'apiPartnerDisplays.favoriteAdded') };
    },
  );
  r.delete(
    '/partners/favorites/:displayId',
    { schema: schema('removeFavoriteDisplay', 'Unmark a favourite partner display'), config },
    async (request) => {
      await removeFavorite(deps, tenantActor(request), request.params.displayId);
      return { message: t(requestLanguage(request), 'apiPartnerDisplays.favoriteRemoved') };
    },
  );
}
