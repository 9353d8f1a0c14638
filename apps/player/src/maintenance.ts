/**
 * A screen runs for months: the player reloads itself once a night, off-hours, and whenever its heap grows past a
 * limit (a leak in a browser or in us must not end in a frozen screen). Checked at item boundaries, so a reload never
 * cuts an item; the service worker and the media cache make the reload quick and work offline.
 */
export const startedAt = Date.now();
/** Local hour of the nightly reload (03:00-03:59). */
export const reloadHour = 3;
export const minUptimeMs = 20 * 60 * 60 * 1000;
export const heapLimitBytes = 768 * 1024 * 1024;

export function reloadDue(input: { now: Date; startedAt: number; heapBytes: number | null }): boolean {
  if (input.heapBytes !== null && input.heapBytes > heapLimitBytes) return true;
  return input.now.getHours() === reloadHour && input.now.getTime() - input.startedAt > minUptimeMs;
}

/** The JS heap in use, where Chromium tells it (performance.memory); null elsewhere. */
export function heapBytes(): number | null {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize : null;
}

export const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);

/** Reloads when due; called at an item boundary. */
export function reloadIfDue() {
  if (reloadDue({ now: new Date(), startedAt, heapBytes: heapBytes() })) location.reload();
}
