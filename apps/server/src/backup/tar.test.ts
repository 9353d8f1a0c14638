import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTar, tarWriter } from './tar.ts';

const longName = `storage/display-media/${'a'.repeat(36)}/${'b'.repeat(36)}/${'c'.repeat(36)}.jpg`;

async function archive(files: [string, Buffer][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const tar = tarWriter(out);
  for (const [name, data] of files) await tar.add(name, data.length, Readable.from([data]));
  await tar.finish();
  expect(out.writableEnded).toBe(true);
  return Buffer.concat(chunks);
}

describe('tar', () => {
  const files: [string, Buffer][] = [
    ['manifest.json', Buffer.from('{"a":1}')],
    ['empty', Buffer.alloc(0)],
    [longName, Buffer.alloc(70_000, 7)],
    ['database/users.jsonl', Buffer.from('{"email":"ä@example.test"}\n')],
  ];

  it('reads back what it wrote, long names and empty files included', async () => {
    const read: [string, Buffer][] = [];
    for await (const entry of readTar([await archive(files)])) {
      const parts: Buffer[] = [];
      for await (const part of entry.body) parts.push(part);
      read.push([entry.name, Buffer.concat(parts)]);
    }
    expect(read).toEqual(files);
  });

  it('skips the bodies a reader leaves unread', async () => {
    const names: string[] = [];
    const bytes = await archive(files);
    // Chunks of odd sizes, as a gunzip stream hands them out.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 777) }, (_, i) =>
      bytes.subarray(i * 777, (i + 1) * 777),
    );
    for await (const entry of readTar(chunks)) names.push(entry.name);
    expect(names).toEqual(files.map(([name]) => name));
  });

  it('is unpacked by the system tar', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plakat-tar-'));
    writeFileSync(path.join(dir, 'a.tar'), await archive(files));
    execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
    expect(readFileSync(path.join(dir, longName))).toEqual(files[2][1]);
  });

  it('refuses a damaged archive and one that ends early', async () => {
    const bytes = await archive(files);
    const damaged = Buffer.from(bytes);
    damaged[10] ^= 1;
    await expect(async () => {
      for await (const _ of readTar([damaged])) {
      }
    }).rejects.toThrow(/damaged/);
    await expect(async () => {
      for await (const _ of readTar([bytes.subarray(0, 1500)])) {
      }
    }).rejects.toThrow(/ends/);
  });

  it('reads a backup written by the tar writer Plakat had before (fixtures/README.md)', async () => {
    const fixture = path.join(import.meta.dirname, 'fixtures/backup-0006-own-tar-writer.tar.gz');
    const sums: Record<string, string> = {};
    for await (const entry of readTar(createReadStream(fixture).pipe(createGunzip()))) {
      const hash = createHash('sha256');
      for await (const part of entry.body) hash.update(part);
      sums[entry.name] = hash.digest('hex');
    }
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', fixture, 'manifest.json'], { encoding: 'utf8' })) as {
      files: { path: string; sha256: string }[];
    };
    const { 'manifest.json': _, ...files } = sums;
    expect(files).toEqual(Object.fromEntries(manifest.files.map((file) => [file.path, file.sha256])));
    expect(Object.keys(files).filter((name) => Buffer.byteLength(name) > 100)).toHaveLength(4);
  });

  it('fails, without waiting forever, for a file of another size than announced and for an output that fails', async () => {
    const writer = tarWriter(new PassThrough().resume());
    await expect(writer.add('short', 10, Readable.from([Buffer.alloc(4)]))).rejects.toThrow(/4 bytes instead of 10/);
    await expect(tarWriter(new PassThrough().resume()).add('long', 2, Buffer.alloc(3))).rejects.toThrow(/grew/);

    const full = new Writable({
      highWaterMark: 1024,
      write: (_chunk, _encoding, callback) => setTimeout(() => callback(new Error('ENOSPC: no space left')), 5),
    });
    const failing = tarWriter(full);
    const endless = async function* () {
      for (;;) yield Buffer.alloc(65_536);
    };
    await expect(failing.add('big', 1 << 30, endless())).rejects.toThrow();
    await expect(failing.finish()).rejects.toThrow(/ENOSPC/);
  });
});
