import type { FastifyRequest } from 'fastify';
import type { S3StorageConfig } from '../../storage/s3-storage.ts';

/** Who started an upload: only the same company and user may see, continue or cancel it (others get 404). */
export type UploadOwner = { companyId: string; userId: string };

/**
 * A finished upload handed to `onComplete`: the file on the local disk (DATA_DIR/tmp/resumable/<area>; downloaded
 * there first when the parts are in S3), its size and
 * what the client said about it. `filename` is a display name at most (never a path; NFC, without control or bidi
 * characters, at most 255 characters) and `claimedType` is the browser's guess: neither is trusted, the type comes
 * from the bytes (src/media/intake.ts).
 */
export type FinishedUpload = {
  id: string;
  path: string;
  size: number;
  filename: string | null;
  claimedType: string | null;
};

export type ResumableOptions<Answer extends object> = {
  /**
   * The folder of unfinished uploads, on the disk of DATA_DIR (so the finished file is renamed, not copied); its last
   * segment names the area. With `s3`, it only holds a finished upload while `onComplete` checks it.
   */
  directory: string;
  /** Set: the parts of unfinished uploads go to this bucket (`<prefix>/.uploads/<area>/`), shared by all instances. */
  s3?: S3StorageConfig;
  /** Largest Upload-Length accepted (413 at creation; a PATCH cannot send more than the declared length). */
  maxFileSize: number;
  /** Milliseconds after its creation an unfinished upload is removed (`sweepExpired`, the background schedule). */
  expiryMs: number;
  /** The routes' access declaration (`{ permission: 'UPLOAD_MEDIA' }`), checked by plugins/auth.ts before anything. */
  access: Record<string, unknown>;
  /** How the routes appear in the OpenAPI document: their tag and an operationId prefix (`mediaPoolUpload`). */
  openapi: { tag: string; operationPrefix: string };
  /** The owner of the request, or throw an ApiError (401/403) to refuse it. */
  authorize(request: FastifyRequest): UploadOwner | Promise<UploadOwner>;
  /**
   * Bytes the owner may still store (the quota minus what is stored). Consulted at creation, at the start of every
   * PATCH and at completion, minus the declared lengths of the owner's other unfinished uploads.
   */
  remainingBytes(owner: UploadOwner): Promise<number>;
  /**
   * The upload is complete: store it (move `upload.path`) and answer what the client is told (JSON, status 200), or
   * throw an ApiError (a translated refusal). Whatever happens, the temporary file is removed afterwards; the answer
   * is kept until the expiry, so a client that lost it can ask again (HEAD shows the upload complete, GET answers it).
   */
  onComplete(owner: UploadOwner, upload: FinishedUpload): Promise<Answer>;
};
