/**
 * Reads that open streams share while they run: the tabs of one user that wake for the same event ask the same
 * question, so the first asks the database and the others take its answer. The key carries the event generation the
 * pass started in (stream/hub.ts), so a pass woken by a later event never takes an answer read before that event.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const started = read().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
