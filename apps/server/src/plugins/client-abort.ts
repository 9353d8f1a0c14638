import type { IncomingMessage } from 'node:http';

const goneCodes = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'EPIPE', 'ECONNABORTED']);

/**
 * Whether a request failed because its client went away (a closed tab, a cancelled upload: the body stream ends with
 * ECONNRESET 'aborted'). Nothing is wrong with the server then and nobody reads the answer, so it is logged at info,
 * not as an error. Only a broken stream on a connection that is really gone counts; any other error stays an error.
 */
export function clientWentAway(
  error: { code?: string },
  raw: Pick<IncomingMessage, 'aborted'> & { socket?: { destroyed?: boolean } | null },
): boolean {
  const gone = raw.socket?.destroyed === true;
  return gone && (raw.aborted === true || goneCodes.has(error.code ?? ''));
}
