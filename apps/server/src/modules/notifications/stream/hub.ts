import type { Events } from '../../../events/index.ts';
import { type NotificationEvent, notificationEventOf, notificationsChannel } from '../events.ts';

/** One open stream as the hub sees it: whose it is and what to do when something changed for that user. */
export type StreamListener = { companyId: string; userId: string; changed: (what: 'rows' | 'unread') => void };

/**
 * One subscription per instance for all streams: an event reaches only the streams of its company (and, for a notice
 * to one user or a read state, that user's). After a gap in the events every stream reads again.
 */
export function createStreamHub(events: Events) {
  const byCompany = new Map<string, Set<StreamListener>>();
  let generation = 0;
  const deliver = (event: NotificationEvent) => {
    generation++;
    for (const listener of byCompany.get(event.c) ?? []) {
      if (event.k === 'state') {
        if (event.u === listener.userId) listener.changed('unread');
      } else if (event.u === null || event.u === listener.userId) listener.changed('rows');
    }
  };
  let stopEvents: (() => void) | null = null;
  let stopGaps: (() => void) | null = null;
  const start = () => {
    stopEvents = events.subscribe(notificationsChannel, (payload) => {
      const event = notificationEventOf(payload);
      if (event) deliver(event);
    });
    stopGaps = events.onGap(() => {
      generation++;
      for (const listeners of byCompany.values()) for (const listener of listeners) listener.changed('rows');
    });
  };

  return {
    /** Hears of changes for `listener` until the answered function is called. */
    add(listener: StreamListener): () => void {
      if (!stopEvents) start();
      const set = byCompany.get(listener.companyId) ?? new Set<StreamListener>();
      byCompany.set(listener.companyId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byCompany.get(listener.companyId) === set) byCompany.delete(listener.companyId);
        if (byCompany.size === 0) {
          stopEvents?.();
          stopGaps?.();
          stopEvents = stopGaps = null;
        }
      };
    },
    /** Counts the events (and gaps) delivered: reads started in the same generation may be shared. */
    generation: () => generation,
    size: () => [...byCompany.values()].reduce((n, set) => n + set.size, 0),
  };
}
export type StreamHub = ReturnType<typeof createStreamHub>;
