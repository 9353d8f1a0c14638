import { Metadata } from '@tus/utils';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { formatSize } from '../../lib/size.ts';
import { ownerKeys } from './store.ts';

/** The translated refusal for a tus error status (tus's own bodies are English text, never shown). */
export function refusalFor(status: number, maxFileSize: number): ApiError {
  switch (status) {
    case 404:
    case 410:
      return new ApiError(status, 'apiUploads.notFound');
    case 409:
      return new ApiError(409, 'apiUploads.offsetMismatch');
    case 412:
      return new ApiError(412, 'apiUploads.protocolVersion');
    case 413:
      return tooLarge(maxFileSize);
    case 415:
      return new ApiError(415, 'api.unsupportedMediaType');
    default:
      return badRequest('apiUploads.invalidRequest');
  }
}

export const tooLarge = (maxFileSize: number) =>
  new ApiError(413, 'apiUploads.tooLarge', { max: formatSize(maxFileSize) });

export const overQuota = (free: number) =>
  new ApiError(413, 'apiUploads.quotaExceeded', { free: formatSize(Math.max(0, free)) });

/** Headers of tus's answer that are passed on (its Content-Length and Connection belong to its own body). */
const skipped = new Set(['content-length', 'connection', 'content-type']);

/** tus's answer headers for the client, with the owner's ids taken out of Upload-Metadata. */
export function passedHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (skipped.has(name)) continue;
    if (name === 'upload-metadata') {
      const metadata = Metadata.parse(value);
      delete metadata[ownerKeys.company];
      delete metadata[ownerKeys.user];
      if (Object.keys(metadata).length > 0) out[name] = Metadata.stringify(metadata);
      continue;
    }
    out[name] = value;
  }
  return out;
}

/** Control and bidirectional formatting characters: never part of a name people read (NUL cannot even be stored). */
const unreadable = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A client's metadata value as a name to show: NFC, without control or bidi characters, trimmed, at most `max`
 * characters; null when nothing is left. Still untrusted: a display name only, never a path or a type.
 */
export function cleanName(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  const name = [...value.normalize('NFC').replace(unreadable, '').trim()].slice(0, max).join('').trim();
  return name === '' ? null : name;
}
