import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { designRenameBody, langQuery, messageResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { EditorDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { editKey } from '../policy.ts';
import { deleteDesign, renameDesign } from './service.ts';

const access = { auth: 'company', completed: true, permission: editKey } as const;
const notFound = errorAnswer('No such design in my company');

/** Renaming and deleting a design (or template). */
export async function manageRoutes(api: FastifyInstance, deps: EditorDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/designs/:id',
    {
      schema: {
        operationId: 'renameDesign',
        tags,
        summary: 'Rename a design or template',
        description: 'Needs ADDSPOT_EDIT_IN_EDITOR.',
        params: idParams,
        querystring: langQuery,
        body: designRenameBody,
        response: { 200: messageResponse, 404: notFound },
      },
      config: access,
    },
    async (request) => {
      await renameDesign(deps, actorOf(request), request.params.id, request.body.name);
      return { message: t(requestLanguage(request), 'apiDesigns.renamed') };
    },
  );

  r.delete(
    '/designs/:id',
    {
      schema: {
        operationId: 'deleteDesign',
        tags,
        summary: 'Delete a design or template with its revisions',
        description:
          'Needs ADDSPOT_EDIT_IN_EDITOR. The media pool file it was published into stays in the pool, no longer ' +
          'used by the design.',
        params: idParams,
        querystring: langQuery,
        response: { 200: messageResponse, 404: notFound },
      },
      config: access,
    },
    async (request) => {
      await deleteDesign(deps, actorOf(request), request.params.id);
      return { message: t(requestLanguage(request), 'apiDesigns.deleted') };
    },
  );
}
