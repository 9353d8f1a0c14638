import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { designPictureLimits, designPublishResponse, designRevisionQuery } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { receiveFile, registerMultipart } from '../../../media/index.ts';
import type { EditorDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { editKey } from '../policy.ts';
import { publishDesign } from './service.ts';

/** Publishing: the browser renders the design, the server stores the picture as a media pool file. */
export async function publishRoutes(api: FastifyInstance, deps: EditorDeps) {
  await api.register(async (scope) => {
    await registerMultipart(scope, designPictureLimits.publishMaxBytes);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/designs/:id/publish',
      {
        schema: {
          operationId: 'publishDesign',
          tags,
          summary: 'Publish a revision into the media pool (multipart, field "file": a PNG at the design’s size)',
          description:
            'Needs ADDSPOT_EDIT_IN_EDITOR. The server never renders: the browser sends revision N rendered at the ' +
            'design’s width × height (checked by the PNG’s own pixels, 400 otherwise). The first publish creates a ' +
            'media pool file (media type general, used by the design); a later one replaces that file’s content and ' +
            'bumps its version, so its URLs and thumbnail change with it.',
          consumes: ['multipart/form-data'],
          params: idParams,
          querystring: designRevisionQuery,
          response: {
            200: designPublishResponse,
            404: errorAnswer('No such design in my company, or no such revision'),
            413: errorAnswer('Larger than the publish limit, too many pixels, or over the company quota'),
            415: errorAnswer('Not multipart/form-data'),
          },
        },
        config: { auth: 'company', completed: true, permission: editKey },
      },
      async (request) => {
        const answer = await publishDesign(deps, actorOf(request), request.params.id, request.query.revision, () =>
          receiveFile(request),
        );
        return { message: t(requestLanguage(request), 'apiDesigns.published'), ...answer };
      },
    );
  });
}
