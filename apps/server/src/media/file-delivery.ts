import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../storage/storage.ts';
import { VIEWER_CACHE_SECONDS } from './signed-urls.ts';

/** A stored file to answer with, found by the area's file route after it checked the signed URL. */
export type DeliveredFile = {
  key: string;
  mime: string;
  /** A strong validator: the file's bytes never change under it (a new upload is a new id). */
  etag: string;
  /** The signed URL's expiry (seconds since 1970) and the company it was handed to, if another one. */
  exp: number;
  viewer?: string;
  /** Answer as a download (Content-Disposition attachment) under this name, e.g. a kept original. */
  downloadName?: string;
};

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266, RFC 8187). */
export function attachmentHeader(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || 'download';
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (what video players send); multi-ranges are answered whole. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * Answers with a stored file: cached privately until the URL expires (another company's copy for a few minutes only,
 * so an ended share reaches its browser cache too), 304 for the ETag the browser has, a single byte range as 206
 * (416 outside the file), never sniffed. Answers null when the storage has no such file (the route's 404), else the
 * reply to return.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: DeliveredFile,
): Promise<{ reply: FastifyReply } | null> {
  const info = await storage.stat(file.key);
  if (!info) return null;
  // Wrapped: a FastifyReply is a thenable, which an async function's result would follow until the file is sent
  // (answering undefined, and the caller's 404 after the answer went out).
  const sent = (answered: FastifyReply) => ({ reply: answered });
  const untilExpiry = Math.max(0, Math.floor(file.exp - Date.now() / 1000));
  const maxAge = file.viewer ? Math.min(untilExpiry, VIEWER_CACHE_SECONDS) : untilExpiry;
  reply.header('etag', file.etag).header('cache-control', `private, max-age=${maxAge}`);
  if (request.headers['if-none-match'] === file.etag) return sent(reply.status(304).send());
  reply.header('content-type', file.mime).header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  if (file.downloadName) reply.header('content-disposition', attachmentHeader(file.downloadName));

  const range = parseRange(request.headers.range, info.size);
  if (range === 'invalid') {
    return sent(reply.status(416).header('content-range', `bytes */${info.size}`).send());
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
    return sent(reply.send(storage.read(file.key, range)));
  }
  reply.header('content-length', info.size);
  return sent(reply.send(storage.read(file.key)));
}
