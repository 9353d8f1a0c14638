import type { PlayerManifest } from '@plakat/shared/schemas/player';
import type { HeartbeatAnswer, HeartbeatBody } from '@plakat/shared/schemas/player-status';
import { ApiFailure, CredentialEnded, Offline, call, request } from './api.ts';
import { clockOffsetMs, measureOffset } from './clock.ts';
import type { Pairing } from './credential.ts';
import { peek, remove } from './idb.ts';
import { heapBytes, uptimeSeconds } from './maintenance.ts';
import { cachedBytes } from './media-cache.ts';

type ManifestItem = PlayerManifest['items'][number];
type ReporterDeps = {
  nowPlaying: () => ManifestItem | null;
  manifestVersion: () => string | null;
  captureScreenshot: () => Promise<Blob | null>;
  onEnded: () => void;
};

/** Until the first answer says otherwise (the server's PLAYER_HEARTBEAT_SECONDS). */
const defaultHeartbeatMs = 30_000;
const batch = 500;
const problemsBatch = 100;

/**
 * What a screen tells the server (issue 25, docs/api/player.md): a heartbeat every 30 s or as the last answer said (what plays, the manifest
 * version, cache use, uptime, clock offset, heap; the answer's server time measures the offset), a screenshot when
 * a user asked for one, and the queued proof of play in batches of 500, removed from IndexedDB only once the server
 * has them (a batch sent twice counts once: each play has its uuid), and its problems for the display's log.
 */
export function createReporter(pairing: Pairing, deps: ReporterDeps) {
  const base = `/player/displays/${pairing.displayId}`;
  const credential = pairing.credential;

  /** The item the last heartbeat named: until one plays, a new item is reported at once, not 30 s later. */
  let reported: string | null = null;
  let heartbeatMs = defaultHeartbeatMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** The next tick in `ms`, whether or not the last one has finished (a hanging request must not stop the beat). */
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(loop, ms);
  };
  const loop = () => {
    schedule(heartbeatMs);
    void tick();
  };

  async function heartbeat() {
    const item = deps.nowPlaying();
    reported = item?.id ?? null;
    const body: HeartbeatBody = {
      currentItemId: item?.id ?? null,
      currentTitle: item?.title ?? null,
      manifestVersion: deps.manifestVersion(),
      cacheBytes: cachedBytes(),
      uptimeSeconds: uptimeSeconds(),
      clockOffsetMs: -clockOffsetMs(),
      heapBytes: heapBytes() ?? 0,
    };
    const sentAt = Date.now();
    const answer = await call<HeartbeatAnswer>(`${base}/heartbeat`, { method: 'POST', body, credential });
    measureOffset(Date.parse(answer.serverTime), sentAt, Date.now());
    const every = answer.heartbeatSeconds * 1000;
    if (every > 0 && every !== heartbeatMs) {
      heartbeatMs = every;
      schedule(every);
    }
    if (answer.screenshotRequested) {
      const picture = await deps.captureScreenshot();
      if (picture) {
        await request(`${base}/screenshot`, {
          method: 'POST',
          body: picture,
          credential,
          headers: { 'content-type': picture.type },
        });
      }
    }
  }

  /** Sends a queue in batches, oldest first, as `{ [field]: payloads }`. */
  async function sendQueue(queue: 'play' | 'log', path: string, field: string, size: number) {
    for (;;) {
      const queued = await peek<unknown>(queue, size);
      if (queued.length === 0) return;
      try {
        await call(`${base}/${path}`, { method: 'POST', body: { [field]: queued.map((e) => e.payload) }, credential });
      } catch (error) {
        // A batch the server refuses (400) would block the queue for ever: it is dropped.
        if (!(error instanceof ApiFailure && error.status === 400)) throw error;
      }
      await remove(queued.map((entry) => entry.id));
      if (queued.length < size) return;
    }
  }

  const tick = async () => {
    try {
      await heartbeat();
      await sendQueue('play', 'plays', 'plays', batch);
      await sendQueue('log', 'problems', 'problems', problemsBatch);
    } catch (error) {
      if (error instanceof CredentialEnded) deps.onEnded();
      else if (!(error instanceof Offline)) console.warn('report failed', error);
    }
  };
  loop();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    /** Something plays now: tells the server at once when the last heartbeat said nothing did. */
    playing: () => {
      if (reported === null && deps.nowPlaying()) void tick();
    },
  };
}
