import type { Pairing } from './credential.ts';

/**
 * The server's nudge when the screen's manifest changes: Server-Sent Events read with fetch (EventSource cannot send
 * the credential), `event: manifest` with `{ "version": ... }`. A dropped stream is opened again after a pause that
 * grows to a minute; the 60-second manifest check covers the time between. `onDropped` hears of every drop: the
 * server closes the stream when the credential ends (the manifest check then meets the 401 at once).
 */
export function listenForNudges(
  pairing: Pairing,
  path: string,
  onVersion: (version: string) => void,
  onDropped: () => void,
): () => void {
  const controller = new AbortController();
  let pause = 2000;

  async function read() {
    const response = await fetch(`/api${path}`, {
      headers: { authorization: `Bearer ${pairing.credential}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
    pause = 2000;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'manifest' && data) {
          const version = (JSON.parse(data) as { version?: string }).version;
          if (version) onVersion(version);
        }
        end = buffer.indexOf('\n\n');
      }
    }
  }

  void (async () => {
    while (!controller.signal.aborted) {
      await read().catch(() => undefined);
      if (controller.signal.aborted) return;
      onDropped();
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 60_000);
    }
  })();
  return () => controller.abort();
}
