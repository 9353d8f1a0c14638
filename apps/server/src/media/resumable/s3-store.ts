import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type MetadataValue, S3Store } from '@tus/s3-store';
import { MemoryKvStore } from '@tus/utils';
import { type S3StorageConfig, s3ClientConfig } from '../../storage/s3-storage.ts';
import {
  type Finished,
  type Info,
  type UploadStore,
  declaredBy,
  finishedRecord,
  isOwnedBy,
  uploadId,
} from './store.ts';

/**
 * The folder of an area's unfinished uploads in the bucket: `<S3_PREFIX>/.uploads/<area>/`. The leading dot keeps it
 * out of the storage keys (storage/file-storage.ts), so backups skip it.
 */
export const s3UploadFolder = (config: S3StorageConfig, area: string) =>
  `${config.prefix ? `${config.prefix}/` : ''}.uploads/${area}/`;

/** Parts of at least 8 MB go to S3 as they arrive; a smaller tail waits in `<key>.part` for the next PATCH. */
const partSize = 8 * 1024 * 1024;

/** tus's S3Store, whose termination (DELETE) also removes the tail waiting in `<id>.part` (S3Store 2.0 leaves it). */
class S3PartStore extends S3Store {
  override async remove(id: string) {
    await super.remove(id);
    await this.deleteIncompletePart(id);
  }
}

/**
 * The unfinished uploads of one area in an S3 bucket, for several server instances that share no disk: tus's S3Store
 * (a multipart upload at `<folder><id>`, its description in `<id>.info`, a tail under 5 MB in `<id>.part`), finished
 * records in `<id>.done`. A finished upload is downloaded to `directory` (local) for the checks.
 */
export function s3UploadStore(config: S3StorageConfig, area: string, directory: string, expiryMs: number) {
  const folder = s3UploadFolder(config, area);
  const Bucket = config.bucket;
  const client = new S3Client(s3ClientConfig(config));
  const cache = new MemoryKvStore<MetadataValue>();
  const files = new S3PartStore({
    partSize,
    cache,
    expirationPeriodInMilliseconds: expiryMs,
    // Expiry is this module's sweep, not a bucket lifecycle rule on tags (not every S3-compatible store has them).
    useTags: false,
    s3ClientConfig: { ...s3ClientConfig(config), bucket: Bucket },
  });
  const tusId = (id: string) => `${folder}${id}`;
  const localPath = (id: string) => path.join(directory, id);

  const isMissing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
  };
  const readJson = async <T>(key: string): Promise<T | null> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return JSON.parse((await object.Body?.transformToString()) ?? 'null') as T;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  /** The description of an upload: from tus's cache when this instance has it, else from `<id>.info`. */
  const infoOf = async (id: string): Promise<Info | null> =>
    (await cache.get(tusId(id)))?.file ?? (await readJson<Info>(`${tusId(id)}.info`));
  /** Every object below the folder, by upload id: the newest change of any of them and the suffixes present. */
  const objects = async () => {
    const found = new Map<string, { changed: number; suffixes: Set<string> }>();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        const [id, suffix = ''] = (object.Key ?? '').slice(folder.length).split(/(?=\.)/);
        if (!uploadId.test(id)) continue;
        const entry = found.get(id) ?? { changed: 0, suffixes: new Set<string>() };
        entry.changed = Math.max(entry.changed, object.LastModified?.getTime() ?? 0);
        entry.suffixes.add(suffix);
        found.set(id, entry);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  };
  const deleteKeys = async (keys: string[]) => {
    await client.send(
      new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
  };
  /** Multipart uploads below the folder started before `before` (a multipart upload whose `.info` went missing). */
  const abortMultipartsBefore = async (before: number) => {
    const aborted = new Set<string>();
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await client.send(
        new ListMultipartUploadsCommand({ Bucket, Prefix: folder, KeyMarker, UploadIdMarker }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key?.startsWith(folder) || (upload.Initiated?.getTime() ?? 0) >= before) continue;
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
        aborted.add(upload.Key.slice(folder.length));
      }
      ({ NextKeyMarker: KeyMarker, NextUploadIdMarker: UploadIdMarker } = page);
      if (!page.IsTruncated) KeyMarker = undefined;
    } while (KeyMarker);
    return aborted;
  };
  const discardPartial = async (id: string) => {
    if (!uploadId.test(id)) return;
    const key = tusId(id);
    // Aborts the multipart upload (when there is one) and deletes `<id>` and `<id>.info`; fails when either is gone.
    await files.remove(key).catch(() => undefined);
    await deleteKeys([key, `${key}.info`, `${key}.part`]);
    await cache.delete(key);
    await rm(localPath(id), { force: true });
  };

  const store: UploadStore = {
    files,
    tusId,
    idOf: (key) => key.slice(folder.length),
    async received(id) {
      await mkdir(directory, { recursive: true });
      const object = await client.send(new GetObjectCommand({ Bucket, Key: tusId(id) }));
      await pipeline(object.Body as Readable, createWriteStream(localPath(id)));
      return localPath(id);
    },
    async ownedBy(id, owner) {
      if (!uploadId.test(id)) return null;
      const upload = await files.getUpload(tusId(id)).catch(() => null);
      return upload && isOwnedBy(upload.metadata, owner) ? upload : null;
    },
    async reservedBy(owner, exceptId) {
      const described = [...(await objects())].filter(([, { suffixes }]) => suffixes.has('.info')).map(([id]) => id);
      return declaredBy(described, infoOf, owner, exceptId);
    },
    discardPartial,
    async discard(id) {
      if (!uploadId.test(id)) return;
      await discardPartial(id);
      await deleteKeys([`${tusId(id)}.done`]);
    },
    async finish(id, owner, size, answer) {
      const record = finishedRecord(owner, size, answer);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${tusId(id)}.done`,
          Body: JSON.stringify(record),
          ContentType: 'application/json',
        }),
      );
    },
    async finished(id, owner) {
      if (!uploadId.test(id)) return null;
      const record = await readJson<Finished>(`${tusId(id)}.done`);
      return record && isOwnedBy(record.metadata, owner) ? { size: record.size, answer: record.answer } : null;
    },
    async sweepExpired(now = Date.now()) {
      const removed = new Set<string>();
      for (const [id, { changed, suffixes }] of await objects()) {
        const since = suffixes.has('.info')
          ? (await infoOf(id))?.creation_date
          : suffixes.has('.done')
            ? (await readJson<Finished>(`${tusId(id)}.done`))?.finished
            : undefined;
        const created = since ? Date.parse(since) : changed;
        if (now - created <= expiryMs) continue;
        await store.discard(id);
        removed.add(id);
      }
      // Multipart uploads without a description (their `.info` was never written or went first) expire as well.
      for (const id of await abortMultipartsBefore(now - expiryMs)) removed.add(id);
      // A local copy a crash left while it was checked.
      for (const name of await readdir(directory).catch(() => [] as string[])) {
        const changed = (await stat(path.join(directory, name)).catch(() => null))?.mtimeMs ?? now;
        if (now - changed <= expiryMs) continue;
        await rm(path.join(directory, name), { force: true });
        removed.add(name);
      }
      return removed.size;
    },
  };
  return store;
}
