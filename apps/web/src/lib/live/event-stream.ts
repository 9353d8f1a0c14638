/**
 * A live event stream that survives drops (docs/api/events.md): it asks for a ticket (EventSource cannot send the
 * access token), opens the stream with it and the last event id it saw, and on any error closes the source, waits
 * (1 s, 2 s, 4 s … up to 30 s; back to 1 s once a stream opened) and starts again with a new ticket, so nothing sent
 * meanwhile is missed. The browser's own reconnect is never used: it would send the spent ticket again.
 */
export type EventStreamOptions = {
  /** A fresh ticket (POST /api/events/ticket); throwing counts as an error and is retried after the wait. */
  ticket: () => Promise<string>;
  /** The stream's URL for a ticket and the last id seen (undefined on the first open: start from now). */
  url: (ticket: string, lastEventId: string | undefined) => string;
  /** The named events to hear and what to do with each message's parsed data. */
  on: Record<string, (data: unknown) => void>;
  /** Whether to try again after an error (false once the session is over). */
  retry?: (error: unknown) => boolean;
  /** For tests: the EventSource class and the timer. */
  EventSource?: typeof EventSource;
  wait?: (ms: number, run: () => void) => () => void;
};

const firstDelay = 1000;
const maxDelay = 30_000;
const defaultWait = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** Opens the stream; answers the function that closes it for good. */
export function openEventStream(options: EventStreamOptions): () => void {
  const Source = options.EventSource ?? EventSource;
  const wait = options.wait ?? defaultWait;
  let source: EventSource | null = null;
  let lastEventId: string | undefined;
  let delay = firstDelay;
  let cancelWait: (() => void) | null = null;
  let closed = false;

  const again = (error: unknown) => {
    source?.close();
    source = null;
    if (closed || (options.retry && !options.retry(error))) return;
    cancelWait = wait(delay, () => void connect());
    delay = Math.min(delay * 2, maxDelay);
  };

  const listen = (name: string, handle: (data: unknown) => void) => (event: Event) => {
    const message = event as MessageEvent<string>;
    if (message.lastEventId) lastEventId = message.lastEventId;
    try {
      handle(JSON.parse(message.data));
    } catch {
      // A message this client cannot read is skipped; the stream goes on.
      console.warn(`event stream: unreadable '${name}' message`);
    }
  };

  async function connect() {
    cancelWait = null;
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch (error) {
      again(error);
      return;
    }
    if (closed) return;
    const opened = new Source(options.url(ticket, lastEventId));
    source = opened;
    opened.onopen = () => {
      delay = firstDelay;
    };
    opened.onerror = (error) => {
      if (source === opened) again(error);
    };
    for (const [name, handle] of Object.entries(options.on)) opened.addEventListener(name, listen(name, handle));
  }

  void connect();
  return () => {
    closed = true;
    cancelWait?.();
    source?.close();
    source = null;
  };
}
