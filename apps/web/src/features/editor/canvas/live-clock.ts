import { useSyncExternalStore } from 'react';

/**
 * One ticker for every clock and date on the page, on the second's boundary, so clocks of a design tick together and a
 * design with many of them sets one timer. Dates subscribe to the minute: they draw again when it changes.
 */
type Unit = 'second' | 'minute';
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      schedule();
    },
    1000 - (Date.now() % 1000),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const snapshots: Record<Unit, () => number> = {
  second: () => Math.floor(Date.now() / 1000) * 1000,
  minute: () => Math.floor(Date.now() / 60_000) * 60_000,
};

/** The current time, rounded down to the unit: the component renders again when it changes. */
export function useNow(unit: Unit): Date {
  return new Date(useSyncExternalStore(subscribe, snapshots[unit]));
}
