import type { Db } from '../../../db/client.ts';
import { type EventPayload, publishAfterCommit } from '../../../events/index.ts';

/**
 * The events channel of what a display's screen plays: display `d` of company `c` has a new program, other
 * placeholder pictures, or was shut down. Published inside the change's transaction (delivered at commit, on every
 * instance); the player context listens and tells the display's screens to fetch their manifest. Displays never call
 * the player context.
 */
export const displayContentChannel = 'displays.content';

export type DisplayContentEvent = { c: string; d: string };

export function publishContentChanged(tx: Db, companyId: string, displayId: string) {
  return publishAfterCommit(tx, displayContentChannel, { c: companyId, d: displayId } satisfies DisplayContentEvent);
}

/** The event a payload carries, or null for one of another shape. */
export function displayContentEventOf(payload: EventPayload): DisplayContentEvent | null {
  const { c, d } = payload;
  return typeof c === 'string' && typeof d === 'string' ? { c, d } : null;
}
