import type { Readable, Writable } from 'node:stream';

/**
 * The little of the tar format (POSIX ustar, with a pax header for names over 100 bytes) a backup needs: regular
 * files only, written and read as streams. Any `tar -xzf` unpacks what this writes.
 */
const block = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const h = Buffer.alloc(block);
  h.write(name.slice(0, 100), 0, 'utf8');
  h.write(octal(0o600, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(mtime, 12), 136);
  h.write(' '.repeat(8), 148);
  h.write(type, 156);
  h.write('ustar\u000000', 257, 'latin1');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return h;
}

/** A pax record `"<length> path=<name>\n"`, whose length counts its own digits. */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return Buffer.from(`${length}${body}`);
}

const padding = (size: number) => Buffer.alloc((block - (size % block)) % block);

function write(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(chunk)) resolve();
    else {
      const onError = (error: Error) => reject(error);
      out.once('error', onError);
      out.once('drain', () => {
        out.off('error', onError);
        resolve();
      });
    }
  });
}

export type TarWriter = {
  /** Adds a file of exactly `size` bytes; `data` may be a Buffer or a stream (read to its end). */
  add(name: string, size: number, data: Buffer | AsyncIterable<Buffer> | Readable): Promise<void>;
  /** Writes the end-of-archive blocks; the caller ends `out`. */
  finish(): Promise<void>;
};

export function tarWriter(out: Writable): TarWriter {
  const mtime = Math.floor(Date.now() / 1000);
  return {
    async add(name, size, data) {
      if (Buffer.byteLength(name) > 100) {
        const pax = paxPath(name);
        await write(out, header('pax-header', pax.length, 'x', mtime));
        await write(out, Buffer.concat([pax, padding(pax.length)]));
      }
      await write(out, header(name, size, '0', mtime));
      let written = 0;
      for await (const chunk of Buffer.isBuffer(data) ? [data] : (data as AsyncIterable<Buffer>)) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was archived`);
        await write(out, chunk);
      }
      if (written !== size) throw new Error(`${name}: ${written} bytes instead of ${size}`);
      await write(out, padding(size));
    },
    finish: () => write(out, Buffer.alloc(block * 2)),
  };
}

/** Pulls exact byte counts out of a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }
  /** Up to `max` bytes (fewer only at the end of the stream, then an empty buffer). */
  async some(max: number): Promise<Buffer> {
    if (this.length === 0) {
      const next = await this.source.next();
      if (next.done) return Buffer.alloc(0);
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
    const taken = all.subarray(0, max);
    const rest = all.subarray(taken.length);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
  async exactly(size: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < size) {
      const part = await this.some(size - got);
      if (part.length === 0) throw new Error('the archive ends in the middle of a file');
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
}

export type TarEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

const field = (h: Buffer, start: number, length: number) =>
  h.toString('utf8', start, start + length).replace(/\0.*$/s, '');

/**
 * The files of a tar stream, one at a time: read each entry's `body` to its end (or not at all) before taking the
 * next. Throws on a damaged header (checksum) or an archive that ends early.
 */
export async function* readTar(source: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(
    (async function* () {
      yield* source;
    })(),
  );
  let longName: string | undefined;
  for (;;) {
    const h = await reader.exactly(block);
    if (h.every((byte) => byte === 0)) return;
    const stored = Number.parseInt(field(h, 148, 8).trim(), 8);
    let sum = 0;
    for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
    if (stored !== sum) throw new Error('the archive is damaged (a header checksum does not match)');
    const size = Number.parseInt(field(h, 124, 12).trim() || '0', 8);
    const type = field(h, 156, 1) || '0';
    const prefix = field(h, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100));
    let remaining = size;
    const body = (async function* () {
      while (remaining > 0) {
        const part = await reader.some(Math.min(remaining, 1 << 16));
        if (part.length === 0) throw new Error('the archive ends in the middle of a file');
        remaining -= part.length;
        yield part;
      }
    })();
    if (type === 'x') {
      const records = (await reader.exactly(size)).toString('utf8');
      remaining = 0;
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records)?.[1];
    } else {
      longName = undefined;
      if (type === '0') yield { name, size, body };
    }
    while (remaining > 0) await reader.exactly(Math.min(remaining, 1 << 16)).then((b) => (remaining -= b.length));
    await reader.exactly((block - (size % block)) % block);
  }
}
