/** The one PostgreSQL NOTIFY channel every event travels on; the event's own channel is inside the payload. */
export const notifyChannel = 'plakat_events';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the envelope's own bytes count too. */
export const maxNotifyBytes = 7999;

/** An event's channel: lower-case words joined by `.`, `:`, `-` or `_` (e.g. `notifications`, `test:events`). */
const channelPattern = /^[a-z][a-z0-9_.:-]{0,99}$/;

/** What an event carries: ids and small facts only; a subscriber reads the rows it needs itself. */
export type EventPayload = Record<string, unknown>;

type Envelope = { c: string; p: EventPayload };

/** The NOTIFY payload for an event; throws for a malformed channel or a payload too large to send (a caller's bug). */
export function encodeEvent(channel: string, payload: EventPayload): string {
  if (!channelPattern.test(channel)) throw new Error(`events: invalid channel name "${channel}"`);
  const text = JSON.stringify({ c: channel, p: payload } satisfies Envelope);
  const bytes = Buffer.byteLength(text);
  if (bytes > maxNotifyBytes) {
    throw new Error(
      `events: payload of ${bytes} bytes on "${channel}" exceeds ${maxNotifyBytes}; publish ids, not bodies`,
    );
  }
  return text;
}

/** The event a NOTIFY payload carries, or null for one this code did not send. */
export function decodeEvent(text: string): { channel: string; payload: EventPayload } | null {
  try {
    const parsed = JSON.parse(text) as Partial<Envelope> | null;
    if (!parsed || typeof parsed.c !== 'string' || !parsed.p || typeof parsed.p !== 'object') return null;
    return { channel: parsed.c, payload: parsed.p };
  } catch {
    return null;
  }
}
