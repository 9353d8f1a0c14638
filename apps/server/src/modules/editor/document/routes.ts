import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  designConflictResponse,
  designLimits,
  designMissingMediaResponse,
  designResponse,
  designSaveBody,
  designSaveResponse,
  langQuery,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import type { EditorDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { editKey, readKeys } from '../policy.ts';
import { brokenLimit } from '../raw-limits.ts';
import { documentTooLarge, readDesign, saveDocument, tooManyElements } from './service.ts';

/** Room for the JSON around the document and for whitespace a client may send; the document's own limit is checked. */
const saveBodyLimit = designLimits.maxDocumentBytes * 2;

/** The editor's own calls: open a design, save its document. */
export async function documentRoutes(api: FastifyInstance, deps: EditorDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/designs/:id',
    {
      schema: {
        operationId: 'getDesign',
        tags,
        summary: 'One design with its draft document (in the current schemaVersion) and the draft’s revision number',
        description: 'Needs ADDSPOT_CREATE_IN_EDITOR or ADDSPOT_EDIT_IN_EDITOR. Older documents are migrated on read.',
        params: idParams,
        querystring: langQuery,
        response: { 200: designResponse, 404: errorAnswer('No such design in my company') },
      },
      config: { auth: 'company', completed: true, policyKeys: readKeys },
    },
    async (request) => ({ design: await readDesign(deps, actorOf(request), request.params.id) }),
  );

  r.put(
    '/designs/:id/document',
    {
      bodyLimit: saveBodyLimit,
      schema: {
        operationId: 'saveDesignDocument',
        tags,
        summary: 'Save the document as a new revision, if baseRevision is still the draft’s number',
        description:
          'Needs ADDSPOT_EDIT_IN_EDITOR. 409 (with currentRevision, updatedBy, updatedAt) when the draft moved on: ' +
          'nothing is overwritten. A document of an unknown or future schemaVersion is 400; over ' +
          `${designLimits.maxDocumentBytes} bytes or ${designLimits.maxElements} elements 413 (checked before the ` +
          'document is validated); media ids that are not files of the own pool 404 (missingMediaIds). A document ' +
          'equal to the draft makes no revision (saved: false).',
        params: idParams,
        querystring: langQuery,
        body: designSaveBody,
        response: {
          200: designSaveResponse,
          404: errorAnswer(
            'No such design in my company, or media ids that are not files of its pool (listed in missingMediaIds)',
            designMissingMediaResponse,
          ),
          409: errorAnswer(
            'The draft is no longer baseRevision (currentRevision, updatedBy, updatedAt say who and when): reload, ' +
              'or save as a copy',
            designConflictResponse,
          ),
          413: errorAnswer('The document is over the size or element limit'),
        },
      },
      config: { auth: 'company', completed: true, permission: editKey },
      preValidation: async (request) => {
        const broken = brokenLimit((request.body as { document?: unknown } | null)?.document);
        if (broken === 'documentTooLarge') throw documentTooLarge();
        if (broken === 'tooManyElements') throw tooManyElements();
      },
    },
    async (request) => saveDocument(deps, actorOf(request), request.params.id, request.body),
  );
}
