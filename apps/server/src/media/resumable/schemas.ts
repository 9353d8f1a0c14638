import { z } from 'zod';
import { errorAnswer } from '../../lib/error-answers.ts';

export const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid') });
const byteCount = z.string().regex(/^\d{1,16}$/, 'validation.invalid');
const tusHeaders = z.looseObject({
  'tus-resumable': z.string().max(20).optional().describe('The protocol version: 1.0.0 (412 without it)'),
  'upload-length': byteCount.optional().describe('Creation: the size of the whole file in bytes'),
  'upload-offset': byteCount.optional().describe('PATCH: the byte position the body starts at'),
  'upload-metadata': z.string().max(4096).optional().describe('Creation: filename and filetype, base64'),
});
const none = (description: string) => z.null().describe(description);
const notFound = errorAnswer('No such upload of this user: unknown, expired, finished or of another user or company');
const tooLarge = errorAnswer('Over the size limit or the company quota; the upload is removed');

const operations = {
  Create: {
    summary: 'Start a resumable upload (tus creation)',
    description:
      "Reserves an upload of Upload-Length bytes within the size limit and the company quota (the company's other unfinished uploads count) and answers its address in Location. The bytes follow with PATCH.",
    response: { 201: none('Created: Location names the upload'), 413: tooLarge },
  },
  Status: {
    summary: 'How much of an upload arrived (tus HEAD)',
    description:
      'Upload-Offset tells the bytes received, Upload-Length the declared size: a client resumes from there. A finished upload answers both equal until the upload expiry (its result: GET).',
    response: { 200: none('Upload-Offset and Upload-Length in the headers'), 404: notFound },
  },
  Result: {
    summary: 'What a finished upload became',
    description:
      'The answer the completing PATCH gave (e.g. the file id), for a client that lost it; kept until the upload expiry. 409 while the upload is unfinished.',
    response: {
      200: z.looseObject({}).describe('What the feature made of the upload'),
      404: notFound,
      409: errorAnswer('The upload is not finished yet'),
    },
  },
  Append: {
    summary: 'Send the next bytes of an upload (tus PATCH)',
    description:
      'Appends the body (application/offset+octet-stream) at Upload-Offset. A wrong offset answers 409 and changes nothing; an interrupted body keeps what arrived. The chunk that completes the upload answers what became of the file (200).',
    response: {
      200: z.looseObject({}).describe('The upload is complete: what the feature made of it (e.g. the file id)'),
      204: none('The bytes were stored; Upload-Offset tells the new position'),
      404: notFound,
      409: errorAnswer('Upload-Offset is not the position the upload has reached'),
      413: tooLarge,
      423: errorAnswer('An earlier request still holds the upload (its connection died unnoticed): try again'),
    },
  },
  Cancel: {
    summary: 'Cancel an unfinished upload (tus termination)',
    description: 'Removes the upload and the bytes received so far.',
    response: { 204: none('Removed'), 404: notFound },
  },
} as const;

/** The schema of one tus operation of a mount: its operationId is the mount's prefix and the kind. */
export function operationSchema(kind: keyof typeof operations, openapi: { tag: string; operationPrefix: string }) {
  return {
    operationId: `${openapi.operationPrefix}${kind}`,
    tags: [openapi.tag],
    headers: tusHeaders,
    ...operations[kind],
  };
}
