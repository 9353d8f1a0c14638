import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helper.ts';
import { type MediaTestWorld, mediaTestWorld } from '../../media-pool/test-world.ts';
import { pairedDisplay } from '../test-world.ts';

let w: MediaTestWorld;
let base: string;
beforeAll(async () => {
  w = await mediaTestWorld();
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => w.t.close());

/** Reads a fetch stream's Server-Sent Events: `next()` answers the next `manifest` event's data. */
function events(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<{ version: string }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: manifest')) return JSON.parse(frame.split('data: ')[1]);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

const manifestVersion = async (credential: string, displayId: string) =>
  (
    await w.t.app.inject({
      method: 'GET',
      url: `/api/player/displays/${displayId}/manifest`,
      headers: bearer(credential),
    })
  ).json().version as string;

describe('GET /player/displays/{displayId}/stream', () => {
  it('sends the manifest version at once and again when the program or one of its files changes', async () => {
    const { display, credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const res = await fetch(`${base}/api/player/displays/${display.id}/stream`, { headers: bearer(credential) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = events(res.body as ReadableStream<Uint8Array>);
    expect((await stream.next()).version).toBe(await manifestVersion(credential, display.id));

    const picture = await w.addFile();
    const kept = await w.addFile();
    await w.t.app.inject({
      method: 'PUT',
      url: `/api/displays/${display.id}/program`,
      headers: bearer(w.ownerToken),
      payload: { items: [{ fileId: picture.id }, { fileId: kept.id }] },
    });
    const afterPut = await stream.next();
    expect(afterPut.version).toBe(await manifestVersion(credential, display.id));

    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [picture.id] });
    const afterDelete = await stream.next();
    expect(afterDelete.version).not.toBe(afterPut.version);
    expect(afterDelete.version).toBe(await manifestVersion(credential, display.id));
    await stream.close();
  });

  it('ends when the credential does: the display locked, deactivated or given a new player token', async () => {
    const endings: [string, (displayId: string) => Promise<unknown>][] = [
      [
        'lock',
        (id) => w.call('PATCH', '/displays/changeLockStatus', w.ownerToken, { displayIds: [id], action: 'lock' }),
      ],
      ['deactivate', (id) => w.call('PATCH', `/displays/changeStatus/${id}`, w.ownerToken, { status: 'inactive' })],
      [
        'new token',
        (id) =>
          w.call('PATCH', `/displays/sendDisplayToken/${id}`, w.ownerToken, {
            email: 'screen@example.com',
            repeatEmail: 'screen@example.com',
          }),
      ],
    ];
    for (const [name, end] of endings) {
      const { display, credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
      const res = await fetch(`${base}/api/player/displays/${display.id}/stream`, { headers: bearer(credential) });
      const stream = events(res.body as ReadableStream<Uint8Array>);
      await stream.next();
      const answer = (await end(display.id)) as { statusCode: number; body: string };
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
      await expect(stream.next(), name).rejects.toThrow('the stream ended');
    }
  });

  it('answers 404 for another display and 401 without the credential', async () => {
    const { credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const other = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const res = await fetch(`${base}/api/player/displays/${other.display.id}/stream`, { headers: bearer(credential) });
    expect(res.status).toBe(404);
    const none = await fetch(`${base}/api/player/displays/${other.display.id}/stream`);
    expect(none.status).toBe(401);
  });
});
