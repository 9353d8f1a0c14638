import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, assertStorageKey } from './file-storage.ts';
import { createS3Storage, type S3StorageConfig } from './s3-storage.ts';

export { type FileStorage, assertStorageKey } from './file-storage.ts';

export function createLocalDiskStorage(root: string): FileStorage {
  const fullPath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  /**
   * Writes a temp file in the target's own folder and renames it over the target, so readers see the whole file or
   * none, and the rename never crosses file systems. A failed write leaves no temp file behind.
   */
  const writeBeside = async (target: string, write: (temp: string) => Promise<void>) => {
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.part`);
    try {
      await write(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };

  return {
    async putFile(key, sourcePath) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // DATA_DIR/tmp on another device: copy beside the target, then rename (still atomic for readers).
        await writeBeside(target, (temp) => copyFile(sourcePath, temp));
        await rm(sourcePath, { force: true });
      }
    },
    async putBuffer(key, data) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeBeside(target, (temp) => writeFile(temp, data));
    },
    async copy(fromKey, toKey) {
      const source = fullPath(fromKey);
      const target = fullPath(toKey);
      await mkdir(path.dirname(target), { recursive: true });
      await writeBeside(target, (temp) => copyFile(source, temp));
    },
    async stat(key) {
      try {
        const s = await stat(fullPath(key));
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return createReadStream(fullPath(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async delete(keys) {
      const paths = keys.map(fullPath); // every key is checked before anything is removed
      await Promise.all(paths.map((p) => rm(p, { force: true })));
    },
    list: () => listFolder(root, ''),
  };
}

/** Files under `folder`, depth first; names that are no valid key part (the `.name.part` temp files) are skipped. */
async function* listFolder(root: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(path.join(root, ...prefix.split('/').filter(Boolean)), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* listFolder(root, `${key}/`);
    else if (entry.isFile()) yield { key, size: (await stat(path.join(root, ...key.split('/')))).size };
  }
}

const byDataDir = new Map<string, FileStorage>();
const byS3Config = new WeakMap<S3StorageConfig, FileStorage>();

/** The configured storage: the S3 bucket when S3_BUCKET is set (one client per config), else DATA_DIR/storage. */
export function storageFor(config: { dataDir: string; s3?: S3StorageConfig }): FileStorage {
  if (config.s3) {
    let s3 = byS3Config.get(config.s3);
    if (!s3) {
      s3 = createS3Storage(config.s3);
      byS3Config.set(config.s3, s3);
    }
    return s3;
  }
  let storage = byDataDir.get(config.dataDir);
  if (!storage) {
    storage = createLocalDiskStorage(path.join(config.dataDir, 'storage'));
    byDataDir.set(config.dataDir, storage);
  }
  return storage;
}

// Uploads in progress (DATA_DIR/tmp) and the start-up sweep of what crashed processes left there.
export { removeOwnTempDir, sweepTempDir, tempDir } from './temp-dir.ts';

/**
 * Deletes stored files (e.g. the keys of display_media rows removed by a shutdown), after the transaction that
 * removed their rows committed. Never throws: a file left behind is better than a failed shutdown answer.
 */
export async function deleteStoredFiles(storage: FileStorage, keys: (string | null | undefined)[]): Promise<void> {
  const valid = keys.filter((k): k is string => typeof k === 'string' && k.length > 0);
  // One by one, so a bad key or a failing file does not keep the others.
  await Promise.all(
    valid.map((key) =>
      storage.delete([key]).catch(() => {
        // The rows are gone; a stray file is harmless and invisible.
      }),
    ),
  );
}
