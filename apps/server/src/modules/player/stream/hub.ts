import type { Events } from '../../../events/index.ts';
import { displayContentChannel, displayContentEventOf } from '../../displays/index.ts';
import { poolFilesChannel, poolFilesEventOf } from '../../media-pool/index.ts';

/** One open stream of a screen: its display, the files its last manifest named, and what to do on a change. */
export type ManifestListener = {
  companyId: string;
  displayId: string;
  /** The files of the manifest the screen was last told about. */
  fileIds: () => ReadonlySet<string>;
  changed: () => void;
};

/**
 * One subscription per instance for every screen's stream: a display's new program or placeholders reach the
 * streams of that display, a pool file replaced or deleted the streams whose manifest names it, and after a gap in
 * the events (a lost LISTEN connection) every stream looks again. A stream that is told rebuilds its manifest and
 * sends the version only when it changed.
 */
export function createManifestHub(events: Pick<Events, 'subscribe' | 'onGap'>) {
  const byCompany = new Map<string, Set<ManifestListener>>();
  const listenersOf = (companyId: string) => byCompany.get(companyId) ?? new Set<ManifestListener>();
  let stops: (() => void)[] = [];
  const start = () => {
    stops = [
      events.subscribe(displayContentChannel, (payload) => {
        const event = displayContentEventOf(payload);
        if (!event) return;
        for (const listener of listenersOf(event.c)) if (listener.displayId === event.d) listener.changed();
      }),
      events.subscribe(poolFilesChannel, (payload) => {
        const event = poolFilesEventOf(payload);
        if (!event) return;
        for (const listener of listenersOf(event.c)) {
          const names = listener.fileIds();
          if (event.f.some((id) => names.has(id))) listener.changed();
        }
      }),
      events.onGap(() => {
        for (const set of byCompany.values()) for (const listener of set) listener.changed();
      }),
    ];
  };

  return {
    /** Hears of changes for `listener` until the answered function is called. */
    add(listener: ManifestListener): () => void {
      if (stops.length === 0) start();
      const set = listenersOf(listener.companyId);
      byCompany.set(listener.companyId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byCompany.get(listener.companyId) === set) byCompany.delete(listener.companyId);
        if (byCompany.size === 0) {
          for (const stop of stops) stop();
          stops = [];
        }
      };
    },
    size: () => [...byCompany.values()].reduce((n, set) => n + set.size, 0),
  };
}
export type ManifestHub = ReturnType<typeof createManifestHub>;
