import { describe, expect, it } from 'vitest';
import { clientWentAway } from './client-abort.ts';

describe('clientWentAway', () => {
  it('is an aborted upload: the stream broke and the connection is gone', () => {
    // What an upload cancelled mid-file produces (measured with a socket closed during the multipart body).
    expect(clientWentAway({ code: 'ECONNRESET' }, { aborted: true, socket: { destroyed: true } })).toBe(true);
    expect(
      clientWentAway({ code: 'ERR_STREAM_PREMATURE_CLOSE' }, { aborted: false, socket: { destroyed: true } }),
    ).toBe(true);
  });

  it('is not a server error that happens while the client is still there, or one unrelated to the stream', () => {
    expect(clientWentAway({ code: 'ECONNRESET' }, { aborted: false, socket: { destroyed: false } })).toBe(false);
    expect(clientWentAway({}, { aborted: false, socket: { destroyed: true } })).toBe(false);
    expect(clientWentAway({ code: '23505' }, { aborted: false, socket: null })).toBe(false);
  });
});
