import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** SHA-256 (lower-case hex) of a stream's bytes, read once without holding them. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** SHA-256 of a local file (a checked upload in DATA_DIR/tmp, before it moves into storage). */
export const sha256OfFile = (path: string) => sha256Of(createReadStream(path));
