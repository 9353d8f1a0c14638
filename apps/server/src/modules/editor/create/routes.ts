import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { designCreateBody, designResponse, langQuery } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { EditorDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { createKey } from '../policy.ts';
import { copyDesign, createDesign } from './service.ts';

const access = { auth: 'company', completed: true, permission: createKey } as const;

/** New designs: from a preset or custom size or a template, a duplicate, a company template. */
export async function createRoutes(api: FastifyInstance, deps: EditorDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/designs',
    {
      schema: {
        operationId: 'createDesign',
        tags,
        summary: 'Create a design: an empty white artboard of a preset or custom size, or a copy of a template',
        description:
          'Needs ADDSPOT_CREATE_IN_EDITOR. `from` is `{ preset, orientation }` (hd, fullHd, uhd4k, uhd8k; landscape ' +
          'or portrait), `{ width, height }` (16 to 7680 px each) or `{ templateId }` (a template of the own ' +
          'company: its draft is copied). Answers the design with its first revision.',
        querystring: langQuery,
        body: designCreateBody,
        response: { 201: designResponse, 404: errorAnswer('No such template in my company') },
      },
      config: access,
    },
    async (request, reply) => {
      const design = await createDesign(deps, actorOf(request), request.body);
      return reply.status(201).send({ message: t(requestLanguage(request), 'apiDesigns.created'), design });
    },
  );

  r.post(
    '/designs/:id/duplicate',
    {
      schema: {
        operationId: 'duplicateDesign',
        tags,
        summary: 'Duplicate a design (or template): a new design "<name> (copy)" with a copy of its draft',
        description: 'Needs ADDSPOT_CREATE_IN_EDITOR. The copy is a design, also of a template.',
        params: idParams,
        querystring: langQuery,
        response: { 201: designResponse, 404: errorAnswer('No such design in my company') },
      },
      config: access,
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const design = await copyDesign(deps, actorOf(request), request.params.id, { isTemplate: false, lang });
      return reply.status(201).send({ message: t(lang, 'apiDesigns.duplicated'), design });
    },
  );

  r.post(
    '/designs/:id/template',
    {
      schema: {
        operationId: 'saveDesignAsTemplate',
        tags,
        summary: 'Save a design as a company template: a new template with a copy of its draft',
        description: 'Needs ADDSPOT_CREATE_IN_EDITOR. New designs can start from it (POST /designs).',
        params: idParams,
        querystring: langQuery,
        response: { 201: designResponse, 404: errorAnswer('No such design in my company') },
      },
      config: access,
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const design = await copyDesign(deps, actorOf(request), request.params.id, { isTemplate: true, lang });
      return reply.status(201).send({ message: t(lang, 'apiDesigns.templateSaved'), design });
    },
  );
}
