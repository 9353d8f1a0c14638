import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../storage/storage.ts';
import { storeWithRows } from './commit.ts';
import { measure, thumbnail, withUpload } from './intake.ts';
import { pngImage } from './test-media.ts';
import { mediaBinaries } from './tools.ts';
import { MediaIntakeError } from './types.ts';

const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'plakat-media-'));
/** Files left under DATA_DIR/tmp (each process has its own folder there; the folder itself may stay). */
const tempFiles = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'tmp'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('withUpload', () => {
  it('streams to DATA_DIR/tmp, reads the type from the bytes, measures, thumbnails, and cleans up', async () => {
    const dataDir = newDataDir();
    const png = await pngImage(1200, 600);
    const seen = await withUpload({ dataDir }, Readable.from([png]), png.length, async (upload) => {
      expect(upload.mime).toBe('image/png');
      expect(upload.size).toBe(png.length);
      const measured = await measure(upload, mediaBinaries({}), 40_000_000);
      const thumb = await thumbnail(upload, mediaBinaries({}), measured, 40_000_000);
      expect(thumb && existsSync(thumb)).toBe(true);
      return { measured, files: [upload.path, thumb] };
    });
    expect(seen.measured).toEqual({ width: 1200, height: 600, durationSeconds: null });
    for (const file of seen.files) expect(existsSync(file as string)).toBe(false);
    expect(tempFiles(dataDir)).toEqual([]);
  });

  it('stops a stream over the limit while it streams, and keeps no temporary file', async () => {
    const dataDir = newDataDir();
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(1024, 1));
    const upload = withUpload({ dataDir }, Readable.from(chunks), 4096, async () => 'never');
    await expect(upload).rejects.toEqual(new MediaIntakeError('tooLarge'));
    expect(tempFiles(dataDir)).toEqual([]);
  });

  it("calls a stream that fails half-way a broken body (the sender's), before and while it is read", async () => {
    const dataDir = newDataDir();
    const cutOff = () =>
      new Readable({
        read() {
          this.push(Buffer.alloc(100, 1));
          this.destroy(new Error('Unexpected end of form'));
        },
      });
    await expect(withUpload({ dataDir }, cutOff(), 4096, async () => 'never')).rejects.toEqual(
      new MediaIntakeError('bodyBroken'),
    );
    const failedEarly = Readable.from([Buffer.alloc(10)]);
    failedEarly.on('error', () => {});
    failedEarly.destroy(new Error('Part terminated early'));
    await expect(withUpload({ dataDir }, failedEarly, 4096, async () => 'never')).rejects.toEqual(
      new MediaIntakeError('bodyBroken'),
    );
    expect(tempFiles(dataDir)).toEqual([]);
  });

  it('names unknown bytes null and unreadable pictures as such', async () => {
    const dataDir = newDataDir();
    const text = Buffer.from('not a picture at all');
    await withUpload({ dataDir }, Readable.from([text]), 100, async (upload) => expect(upload.mime).toBeNull());
    const broken = (await pngImage()).subarray(0, 60);
    await withUpload({ dataDir }, Readable.from([broken]), 1000, async (upload) => {
      expect(upload.mime).toBe('image/png');
      await expect(measure(upload, mediaBinaries({}), 40_000_000)).rejects.toEqual(
        new MediaIntakeError('imageUnreadable'),
      );
    });
  });
});

describe('storeWithRows', () => {
  it('keeps placed files when the step succeeds and removes them when it fails after placing', async () => {
    const root = newDataDir();
    const storage = createLocalDiskStorage(root);
    const source = (name: string) => {
      const file = path.join(root, name);
      writeFileSync(file, name);
      return file;
    };
    await storeWithRows(storage, async (place) => place([{ key: 'kept/a.txt', path: source('a') }]));
    expect(await storage.stat('kept/a.txt')).toEqual({ size: 1 });

    const failing = storeWithRows(storage, async (place) => {
      await place([
        { key: 'gone/b.txt', path: source('b') },
        { key: 'gone/copy.txt', copyOf: 'kept/a.txt' },
      ]);
      throw new Error('commit failed');
    });
    await expect(failing).rejects.toThrow('commit failed');
    expect(await storage.stat('gone/b.txt')).toBeNull();
    expect(await storage.stat('gone/copy.txt')).toBeNull();
    expect(await storage.stat('kept/a.txt')).toEqual({ size: 1 });
  });
});
