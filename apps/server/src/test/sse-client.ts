/** One message of an event stream as a client sees it. */
export type SseEvent = { id?: string; event: string; data: string };

/**
 * A minimal EventSource over fetch for tests and the benchmark: reads the stream as it arrives and hands out the
 * messages in order (`next`), or all of them so far (`events`).
 */
export async function openSseClient(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  const parse = (frame: string) => {
    const event: SseEvent = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    event.data = data.join('\n');
    events.push(event);
  };
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      wake();
    }
  })();

  let read = 0;
  return {
    status: response.status,
    response,
    events,
    get ended() {
      return ended;
    },
    /** The next message not yet taken (of `event`, skipping others when given), or a failure after `ms`. */
    async next(
      event?: string,
      ms = 3000,
    ): Promise<SseEvent & { json: () => Record<string, unknown> & { id?: string } }> {
      const deadline = Date.now() + ms;
      for (;;) {
        while (read < events.length) {
          const found = events[read++];
          if (!event || found.event === event) return { ...found, json: () => JSON.parse(found.data) };
        }
        if (ended) throw new Error(`the stream ended before ${event ?? 'a message'} arrived`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${event ?? 'message'} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Whether nothing (of `event`) arrives within `ms`. */
    async quiet(event: string, ms: number) {
      await new Promise((r) => setTimeout(r, ms));
      return !events.slice(read).some((e) => e.event === event);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
export type SseClient = Awaited<ReturnType<typeof openSseClient>>;
