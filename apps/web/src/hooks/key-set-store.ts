import { useSyncExternalStore } from 'react';

/**
 * A set of row keys (selected rows, open Info rows) outside React state. A component that asks `useHasKey` re-renders
 * only when its own key enters or leaves the set, so selecting or opening one row of a page of 100 redraws that row,
 * not the table.
 */
export type KeySetStore = ReturnType<typeof createKeySetStore>;

export function createKeySetStore(initial: Iterable<string> = []) {
  let keys: ReadonlySet<string> = new Set(initial);
  const listeners = new Set<() => void>();
  const replace = (next: ReadonlySet<string>) => {
    keys = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (): ReadonlySet<string> => keys,
    has: (key: string) => keys.has(key),
    set(next: Iterable<string>) {
      replace(new Set(next));
    },
    /** Adds or removes `many` (a page's select-all): keys outside them stay, so a selection can span pages. */
    setMany(many: readonly string[], on: boolean) {
      const next = new Set(keys);
      for (const key of many) {
        if (on) next.add(key);
        else next.delete(key);
      }
      replace(next);
    },
    toggle(key: string, on = !keys.has(key)) {
      if (on === keys.has(key)) return;
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      replace(next);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The whole set (re-renders on every change). */
export const useKeySet = (store: KeySetStore) => useSyncExternalStore(store.subscribe, store.get);

/** Whether `key` is in the set (re-renders only when that changes). */
export const useHasKey = (store: KeySetStore, key: string) =>
  useSyncExternalStore(store.subscribe, () => store.has(key));
