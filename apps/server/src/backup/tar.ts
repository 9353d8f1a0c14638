import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * A backup's tar archive, written and read as streams by tar-stream: regular files only, POSIX ustar with pax headers
 * for long names. `tar -xzf` unpacks it, and archives of Plakat's own earlier writer read the same.
 */

type Stream = {
  once(event: string, listener: (error?: unknown) => void): unknown;
  off(event: string, listener: (error?: unknown) => void): unknown;
};

/** Waits for 'drain'; a stream destroyed meanwhile (the archive's output failed) rejects. */
function drained(stream: Stream): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: unknown) => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error?: unknown) => settle(error ?? new Error('the archive failed'));
    const onClose = () => settle(new Error('the archive was closed while a file was written'));
    stream.once('drain', onDrain);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}

export type TarWriter = {
  /** Adds a file of exactly `size` bytes; `data` may be a Buffer or a stream (read to its end). */
  add(name: string, size: number, data: Buffer | AsyncIterable<Buffer> | Readable): Promise<void>;
  /** Ends the archive and waits until `out` has taken all of it; `out` is ended. */
  finish(): Promise<void>;
};

export function tarWriter(out: Writable): TarWriter {
  const pack = tar.pack();
  const written = pipeline(pack, out);
  // A failing `out` (disk full) destroys the pack: the file being added fails, and `finish` says why.
  written.catch(() => {});
  const mtime = new Date();
  return {
    async add(name, size, data) {
      let settle: (error?: Error | null) => void = () => {};
      const added = new Promise<void>((resolve, reject) => {
        settle = (error) => (error ? reject(error) : resolve());
      });
      const entry = pack.entry({ name, size, mode: 0o600, mtime, type: 'file' }, (error) => settle(error));
      // Its error reaches `added` through the callback as well.
      entry.on('error', () => {});
      let length = 0;
      try {
        for await (const chunk of Buffer.isBuffer(data) ? [data] : (data as AsyncIterable<Buffer>)) {
          length += chunk.length;
          if (length > size) throw new Error(`${name} grew while it was archived`);
          if (!entry.write(chunk)) await drained(entry);
        }
        if (length !== size) throw new Error(`${name}: ${length} bytes instead of ${size}`);
      } catch (error) {
        // Leaves no half file in the archive: the whole archive fails.
        entry.destroy(error as Error);
        added.catch(() => {});
        throw error;
      }
      entry.end(null); // streamx's end takes a last chunk; null is none
      await added;
    },
    async finish() {
      pack.finalize();
      await written;
    },
  };
}

export type TarEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/** tar-stream's words for a broken archive, in the backup's. */
function explained(error: Error): Error {
  if (/unexpected end of data/i.test(error.message)) return new Error('the archive ends in the middle of a file');
  if (/invalid (tar )?header/i.test(error.message))
    return new Error('the archive is damaged (a header checksum does not match)');
  return error;
}

/**
 * The files of a tar stream, one at a time: read each entry's `body` to its end (or not at all) before taking the
 * next. Throws on a damaged header or an archive that ends early; errors of `source` (gunzip) come through.
 */
export async function* readTar(source: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<TarEntry> {
  const extract = tar.extract();
  const fed = pipeline(Readable.from(source), extract);
  fed.catch(() => {});
  try {
    for await (const entry of extract) {
      if (entry.header.type === 'file') {
        yield { name: entry.header.name, size: entry.header.size, body: entry as AsyncIterable<Buffer> };
      }
      // What the reader left unread is skipped.
      entry.resume();
    }
    await fed;
  } catch (error) {
    throw explained(error as Error);
  }
}
