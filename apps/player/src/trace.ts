import type { ManifestItem } from '@plakat/shared/schemas/player';
import { serverNow } from './clock.ts';

/**
 * When the player runs with `?trace=1` (the benchmark, bench/player.ts), it records how late each item's first frame
 * reached the screen after the moment it was due: the second animation frame after the swap for a picture, the
 * callback of the first presented frame (requestVideoFrameCallback) for a video. The last 500 entries stay in `window.plakatTrace`.
 */
/** `at`: when the frame showed, in ms since the page's navigation began (performance.now()). */
export type ShownEntry = { itemId: string; kind: ManifestItem['kind']; lateMs: number; at: number };
const tracing = new URLSearchParams(location.search).get('trace') === '1';
const entries: ShownEntry[] = [];
if (tracing) (window as unknown as { plakatTrace: ShownEntry[] }).plakatTrace = entries;

export function traceShown(item: ManifestItem, dueAt: number, video: HTMLVideoElement | null) {
  if (!tracing) return;
  const due = performance.now() + (dueAt - serverNow());
  const record = (at: number) => {
    entries.push({ itemId: item.id, kind: item.kind, lateMs: Math.max(0, at - due), at });
    if (entries.length > 500) entries.shift();
  };
  // Upper bounds, on purpose: a picture counts as shown at the start of the frame after the one that painted it, a
  // video when the callback for its first presented frame runs (after that frame reached the screen).
  if (video) video.requestVideoFrameCallback(() => record(performance.now()));
  else requestAnimationFrame(() => requestAnimationFrame(() => record(performance.now())));
}
