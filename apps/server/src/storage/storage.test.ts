import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  assertStorageKey,
  createLocalDiskStorage,
  deleteStoredFiles,
  storageFor,
  sweepTempDir,
  tempDir,
} from './storage.ts';

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'plakat-storage-'));
  const storage = createLocalDiskStorage(root);

  it('writes, reads (also a byte range), stats and deletes by key', async () => {
    await storage.putBuffer('a/b/c.txt', Buffer.from('hello world'));
    expect(await storage.stat('a/b/c.txt')).toEqual({ size: 11 });
    expect(await text(storage.read('a/b/c.txt'))).toBe('hello world');
    expect(await text(storage.read('a/b/c.txt', { start: 6, end: 10 }))).toBe('world');
    // No temp files stay beside the target.
    expect(readdirSync(path.join(root, 'a', 'b'))).toEqual(['c.txt']);
    await storage.delete(['a/b/c.txt', 'a/b/missing.txt']);
    expect(await storage.stat('a/b/c.txt')).toBeNull();
  });

  it('lists every stored file with its size, without half-written temp files', async () => {
    const ownRoot = mkdtempSync(path.join(os.tmpdir(), 'plakat-storage-'));
    const own = createLocalDiskStorage(ownRoot);
    const none: unknown[] = [];
    for await (const file of own.list()) none.push(file);
    expect(none).toEqual([]);
    await own.putBuffer('x/y/one.png', Buffer.from('12345'));
    await own.putBuffer('two.txt', Buffer.from('12'));
    writeFileSync(path.join(ownRoot, 'x', 'y', '.one.png.abc.part'), 'half');
    const listed: { key: string; size: number }[] = [];
    for await (const file of own.list()) listed.push(file);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'two.txt', size: 2 },
      { key: 'x/y/one.png', size: 5 },
    ]);
  });

  it('moves a local file in and replaces an existing key whole', async () => {
    const source = path.join(root, 'upload.part');
    writeFileSync(source, 'new content');
    await storage.putBuffer('x/file.bin', Buffer.from('old'));
    await storage.putFile('x/file.bin', source);
    expect(await text(storage.read('x/file.bin'))).toBe('new content');
    expect(readdirSync(root)).not.toContain('upload.part');
  });

  it('copies a stored file to a new, independent key', async () => {
    await storage.putBuffer('copy/source.txt', Buffer.from('original'));
    await storage.copy('copy/source.txt', 'copy/deeper/target.txt');
    await storage.delete(['copy/source.txt']);
    expect(await text(storage.read('copy/deeper/target.txt'))).toBe('original');
    expect(readdirSync(path.join(root, 'copy', 'deeper'))).toEqual(['target.txt']);
    await expect(storage.copy('copy/missing.txt', 'copy/other.txt')).rejects.toThrow();
    expect(await storage.stat('copy/other.txt')).toBeNull();
  });

  it('refuses keys that could leave the folder', () => {
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '', '.hidden', 'a/./b']) {
      expect(() => assertStorageKey(bad), bad).toThrow();
    }
    expect(() => assertStorageKey('display-media/1/2/3-thumb.webp')).not.toThrow();
  });

  it('deleteStoredFiles ignores empty keys and never throws', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-data-'));
    await storageFor({ dataDir }).putBuffer('k/one.txt', Buffer.from('1'));
    await deleteStoredFiles(storageFor({ dataDir }), ['k/one.txt', null, undefined, '', '../evil']);
    expect(await storageFor({ dataDir }).stat('k/one.txt')).toBeNull();
  });

  it('sweeps temp files older than the limit', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-data-'));
    const dir = await tempDir({ dataDir });
    writeFileSync(path.join(dir, 'old.upload'), 'x');
    utimesSync(path.join(dir, 'old.upload'), new Date(Date.now() - 7200_000), new Date(Date.now() - 7200_000));
    writeFileSync(path.join(dir, 'fresh.upload'), 'y');
    expect(await sweepTempDir({ dataDir })).toBe(1);
    expect(readdirSync(dir)).toEqual(['fresh.upload']);
  });
});
