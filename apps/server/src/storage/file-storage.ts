import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative, slash-separated names (`display-media/<company>/<display>/<id>.jpg`).
 * The files sit on the local disk under DATA_DIR/storage, or in an S3 bucket when S3_BUCKET is set (`s3-storage.ts`:
 * put = PutObject, read = GetObject with Range, stat = HeadObject, delete = DeleteObjects).
 */
export interface FileStorage {
  /** Moves a local file (e.g. an upload in DATA_DIR/tmp) into storage under `key`; the key appears complete or not at all. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** Writes bytes under `key`, atomically (temp file, then rename). */
  putBuffer(key: string, data: Buffer): Promise<void>;
  /** Copies the stored file `fromKey` to `toKey` (a new, independent file), atomically. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Size in bytes, or null when there is no such file. */
  stat(key: string): Promise<{ size: number } | null>;
  /** A stream of the file, or of the inclusive byte range `start..end`. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Deletes the files; missing ones are fine. */
  delete(keys: string[]): Promise<void>;
  /** Every stored file with its size, in no particular order (backups; half-written temp files are left out). */
  list(): AsyncIterable<{ key: string; size: number }>;
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Rejects anything that could leave the storage folder (`..`, absolute paths, backslashes, empty parts). */
export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.') || key.length > 500) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
