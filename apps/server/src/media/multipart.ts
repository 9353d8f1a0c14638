import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type IntakeFailure, MediaIntakeError } from './types.ts';

/** The byte stream of an uploaded file; `truncated` is set by multipart's own size limit. */
export type UploadStream = Readable & { truncated?: boolean };

/**
 * Multipart parsing for the upload routes of `scope` only (the rest of the API takes JSON): one file part, a few
 * fields, and the size limit counted while the file streams.
 */
export async function registerMultipart(scope: FastifyInstance, maxBytes: number) {
  await scope.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
}

const tooManyParts = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Why multipart could not hand over a file. Its own errors carry a code; the parser's (busboy) are plain errors
 * ("Boundary not found", "Unexpected end of multipart data", "Malformed part header"), all of them a broken body.
 */
function failureOf(error: unknown): IntakeFailure {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return 'tooLarge';
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'notMultipart';
  if (tooManyParts.has(code)) return 'fileMissing';
  return 'bodyBroken';
}

/**
 * Reads a multipart upload up to its file part `field` and answers that file's bytes as a stream for `withUpload`.
 * Throws MediaIntakeError: 'notMultipart', 'bodyBroken', 'fileMissing' (no such part) or 'tooLarge'. Call it only
 * after every check that needs no body (the target's owner first), so a refused call reads nothing of it.
 */
export async function receiveFile(request: FastifyRequest, field = 'file'): Promise<UploadStream> {
  if (!request.isMultipart()) throw new MediaIntakeError('notMultipart');
  const part = await request.file().catch((error: unknown) => {
    throw new MediaIntakeError(failureOf(error));
  });
  if (part?.fieldname !== field) {
    part?.file.resume();
    throw new MediaIntakeError('fileMissing');
  }
  return part.file;
}
