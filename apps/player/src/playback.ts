import { type TimelineSlot, timelineAt } from '@plakat/shared/player/timeline';
import type { ManifestItem } from '@plakat/shared/schemas/player';
import type { ScreenProblem } from '@plakat/shared/schemas/player-status';
import { serverNow } from './clock.ts';
import type { Stage } from './stage.ts';
import { traceShown } from './trace.ts';
import { uuid } from './uuid.ts';

/** One item's time on screen, for proof of play. */
export type Play = { uuid: string; itemId: string; fileId: string; startedAt: string; endedAt: string; share: number };

type Hooks = {
  blobOf: (item: ManifestItem) => Promise<Blob | null>;
  onPlayed: (play: Play) => void;
  /** Nothing is scheduled (or nothing could be shown): the screen says so. */
  onIdle: (idle: boolean) => void;
  log: (problem: ScreenProblem) => void;
};

/** The program's items and the placeholder pictures that play while none of them is scheduled. */
export type Program = { items: ManifestItem[]; placeholders: ManifestItem[] };

const clock = () => ({ now: serverNow(), offsetMinutes: (at: number) => -new Date(at).getTimezoneOffset() });
const keyOf = (slot: TimelineSlot<ManifestItem>) => `${slot.item.id}@${slot.startsAt}`;

/**
 * Plays a program by the timeline (packages/shared/src/player/timeline.ts) on the two-slot stage: at every item
 * boundary it swaps to the slot prepared during the item before, then prepares the next. A new program waits for the
 * next boundary, never cutting an item short.
 */
export function createPlayback(stage: Stage, hooks: Hooks) {
  let program: Program = { items: [], placeholders: [] };
  let pending: Program | null = null;
  let onScreen: { key: string; item: ManifestItem; startedAt: number } | null = null;
  /** The slot being prepared in the hidden slot and whether that worked. */
  let preparing: { key: string; ready: Promise<boolean> } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function prepare(slot: TimelineSlot<ManifestItem>) {
    const key = keyOf(slot);
    if (preparing?.key === key) return preparing.ready;
    const before = preparing?.ready ?? Promise.resolve(true);
    const ready = before.then(async () => {
      const blob = await hooks.blobOf(slot.item);
      if (!blob) return false;
      try {
        await stage.prepare(slot.item, blob);
        return true;
      } catch (error) {
        console.warn('item failed', slot.item.id, error);
        hooks.log({ kind: 'itemFailed', fileId: slot.item.fileId });
        return false;
      }
    });
    preparing = { key, ready };
    return ready;
  }

  function finish() {
    if (!onScreen) return;
    const endedAt = serverNow();
    const share = Math.min(1, (endedAt - onScreen.startedAt) / Math.max(1, onScreen.item.durationMs));
    hooks.onPlayed({
      uuid: uuid(),
      itemId: onScreen.item.id,
      fileId: onScreen.item.fileId,
      startedAt: new Date(onScreen.startedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      share: Math.round(share * 1000) / 1000,
    });
    onScreen = null;
  }

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void step(), Math.max(0, ms));
  };

  async function step() {
    if (pending) {
      program = pending;
      pending = null;
    }
    const now = clock();
    const position = timelineAt(program.items, now) ?? timelineAt(program.placeholders, now);
    if (!position) {
      finish();
      stage.clear();
      preparing = null;
      hooks.onIdle(true);
      schedule(1000);
      return;
    }
    const { current, next } = position;
    const key = keyOf(current);
    if (onScreen?.key !== key) {
      const ready = await prepare(current);
      if (stopped) return;
      if (!ready) {
        // Its file is gone or broken: the item before stays until this one's time is over.
        schedule(current.endsAt - serverNow());
        return;
      }
      finish();
      stage.swap();
      traceShown(current.item, current.startsAt, stage.frontVideo());
      hooks.onIdle(false);
      onScreen = { key, item: current.item, startedAt: serverNow() };
      preparing = null;
    }
    if (next) void prepare(next);
    schedule(current.endsAt - serverNow());
  }

  return {
    /** A new program: it starts at the next item boundary (at once when nothing plays). */
    setProgram(next: Program) {
      pending = next;
      if (!onScreen) void step();
    },
    start: () => void step(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      finish();
    },
    nowPlaying: () => onScreen?.item ?? null,
  };
}
