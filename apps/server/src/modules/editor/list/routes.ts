import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { designListQuery, designListResponse } from '@plakat/shared';
import type { EditorDeps } from '../deps.ts';
import { actorOf, tags } from '../http.ts';
import { readKeys } from '../policy.ts';
import { listDesigns } from './service.ts';

/** The list page's call: the company's designs or templates. */
export async function listRoutes(api: FastifyInstance, deps: EditorDeps) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/designs',
    {
      schema: {
        operationId: 'listDesigns',
        tags,
        summary: "The company's designs (or templates): search by name, sorted by last change or name, paged",
        description:
          'Needs ADDSPOT_CREATE_IN_EDITOR or ADDSPOT_EDIT_IN_EDITOR. `keyword` matches part of the name literally, ' +
          'case-insensitive. Thumbnail URLs are signed, versioned and null until the browser sent a thumbnail.',
        querystring: designListQuery,
        response: { 200: designListResponse },
      },
      config: { auth: 'company', completed: true, policyKeys: readKeys },
    },
    async (request) => listDesigns(deps, actorOf(request), request.query),
  );
}
