import type { ManifestItem } from '@plakat/shared/schemas/player';
import { element } from './dom.ts';
import { captureSlot } from './capture.ts';
import { loadFaces } from './fonts.ts';
import { liveLayer } from './live.ts';

/**
 * Two slots on top of each other (issue 25): the next item is prepared in the hidden one (its picture decoded, its
 * video's first frame loaded) while the current one plays, then the two swap in one frame, so nothing blank shows
 * between items. Each slot reuses its <img> and its muted <video>; a slot's blob URL is released when it is filled
 * again.
 */
type Slot = {
  root: HTMLDivElement;
  img: HTMLImageElement;
  video: HTMLVideoElement;
  url: string | null;
  tick: ((now: Date) => void) | null;
  item: ManifestItem | null;
};

function createSlot(parent: HTMLElement): Slot {
  const root = element('div', 'slot');
  const img = element('img');
  img.alt = '';
  img.decoding = 'async';
  const video = element('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  root.append(img, video);
  parent.append(root);
  return { root, img, video, url: null, tick: null, item: null };
}

function empty(slot: Slot) {
  slot.video.pause();
  slot.video.removeAttribute('src');
  slot.video.load();
  slot.img.removeAttribute('src');
  if (slot.url) URL.revokeObjectURL(slot.url);
  slot.url = null;
  slot.tick = null;
  slot.item = null;
  slot.root.querySelector('.live')?.remove();
}

const loaded = (video: HTMLVideoElement) =>
  new Promise<void>((resolve, reject) => {
    if (video.readyState >= 2) return resolve();
    video.addEventListener('loadeddata', () => resolve(), { once: true });
    video.addEventListener('error', () => reject(video.error), { once: true });
  });

export type Stage = ReturnType<typeof createStage>;

export function createStage(parent: HTMLElement) {
  const slots = [createSlot(parent), createSlot(parent)];
  let front = 0;
  const back = () => slots[1 - front];

  return {
    /** The item on screen. */
    current: () => slots[front].item,
    /** The item prepared in the hidden slot. */
    prepared: () => back().item,
    /** Fills the hidden slot with an item and its file; resolves when it can show without a blank frame. */
    async prepare(item: ManifestItem, blob: Blob) {
      const slot = back();
      empty(slot);
      slot.item = item;
      slot.url = URL.createObjectURL(blob);
      slot.img.hidden = item.kind === 'video';
      slot.video.hidden = item.kind !== 'video';
      if (item.kind === 'video') {
        slot.video.src = slot.url;
        await loaded(slot.video);
      } else {
        slot.img.src = slot.url;
        await slot.img.decode();
        if (item.live) {
          await loadFaces(
            item.live.elements.map((el) => ({ font: el.fontFamily, weight: el.fontWeight, italic: el.italic })),
          );
          const { layer, tick } = liveLayer(item.live, { width: innerWidth, height: innerHeight });
          slot.root.append(layer);
          slot.tick = tick;
          tick(new Date());
        }
      }
    },
    /** Shows the prepared slot (a video starts from its beginning) and hides the one before. */
    swap() {
      const incoming = back();
      const outgoing = slots[front];
      if (incoming.item?.kind === 'video') {
        incoming.video.currentTime = 0;
        void incoming.video.play().catch(() => undefined);
      }
      incoming.root.classList.add('on');
      outgoing.root.classList.remove('on');
      outgoing.video.pause();
      front = 1 - front;
    },
    /** Drops both slots (nothing to play). */
    clear() {
      for (const slot of slots) {
        slot.root.classList.remove('on');
        empty(slot);
      }
    },
    /** Redraws the live elements of the item on screen (every second). */
    tick(now: Date) {
      slots[front].tick?.(now);
    },
    /** A JPEG of what the screen shows now. */
    capture(now: Date) {
      const slot = slots[front];
      const media = slot.item ? (slot.item.kind === 'video' ? slot.video : slot.img) : null;
      return captureSlot(media, slot.item, now);
    },
    /** The visible slot's video, for frame timing in the benchmark. */
    frontVideo: () => (slots[front].item?.kind === 'video' ? slots[front].video : null),
  };
}
