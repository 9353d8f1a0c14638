import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { type FileStorage, assertStorageKey } from './file-storage.ts';

/** An S3 bucket (AWS, or any S3-compatible store through `endpoint`), from the S3_* variables. */
export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** e.g. `http://127.0.0.1:9000` for MinIO; unset: AWS. */
  endpoint?: string;
  /** Both or neither; neither: the AWS SDK's default chain (AWS_* variables, shared profile, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Slash-separated folder inside the bucket that every key is put under; '' for the bucket root. */
  prefix: string;
};

/** S3 allows up to 1000 keys in one DeleteObjects request. */
const deleteBatch = 1000;

/** The S3 client settings of a bucket configuration (shared with the resumable uploads' part store). */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them (DeleteObjects): the SDK's default trailing checksums on streamed uploads
    // (aws-chunked with a trailer) are not understood by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client(s3ClientConfig(config));
  const prefix = config.prefix.replace(/^\/+|\/+$/g, '');
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };
  const Bucket = config.bucket;

  return {
    async putFile(key, sourcePath) {
      const Key = objectKey(key);
      const { size } = await stat(sourcePath);
      // One PutObject (uploads are at most 100 MB, S3 takes 5 GB): the object appears whole or not at all.
      await client.send(new PutObjectCommand({ Bucket, Key, Body: createReadStream(sourcePath), ContentLength: size }));
      await rm(sourcePath, { force: true });
    },
    async putBuffer(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentLength: data.length }));
    },
    async copy(fromKey, toKey) {
      // CopySource is "bucket/key", URL-encoded per path segment; the copy is server-side and appears whole.
      const source = `${Bucket}/${objectKey(fromKey).split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket, Key: objectKey(toKey), CopySource: source }));
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error; // credentials, bucket or network: not "no such file"
      }
    },
    read(key, range) {
      const Key = objectKey(key);
      const out = new PassThrough();
      const abort = new AbortController();
      let finished = false;
      // A reader that goes away (a closed video request) cancels the request or the download in flight.
      out.once('close', () => {
        if (!finished) abort.abort();
      });
      client
        .send(new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }), {
          abortSignal: abort.signal,
        })
        .then((object) => {
          const body = object.Body as Readable;
          // The route has already promised Content-Length; a store that ignored the Range must not send more.
          if (range && object.ContentLength !== range.end - range.start + 1) {
            body.destroy();
            throw new Error(
              `S3 answered ${object.ContentLength} bytes for the range ${range.start}-${range.end} of ${Key}`,
            );
          }
          return pipeline(body, out);
        })
        .then(() => {
          finished = true;
        })
        .catch((error: unknown) => {
          finished = true;
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      return out;
    },
    async delete(keys) {
      const objects = keys.map((key) => ({ Key: objectKey(key) })); // every key is checked before anything is removed
      for (let i = 0; i < objects.length; i += deleteBatch) {
        const batch = objects.slice(i, i + deleteBatch);
        // Missing keys count as deleted in S3; only real failures (e.g. access denied) come back in Errors.
        const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `S3 could not delete ${failed.length} of ${batch.length} objects (first: ${first.Key}: ${first.Code} ${first.Message ?? ''})`.trim(),
          );
        }
      }
    },
    async *list() {
      const under = prefix ? `${prefix}/` : '';
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: under, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key.slice(under.length), size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** HeadObject answers a bare 404 (`NotFound`); some stores say `NoSuchKey`. */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
