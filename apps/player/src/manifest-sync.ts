import type { ManifestItem, PlayerManifest } from '@plakat/shared/schemas/player';
import type { ScreenProblem } from '@plakat/shared/schemas/player-status';
import { CredentialEnded, Offline, request } from './api.ts';
import { roughOffset } from './clock.ts';
import type { Pairing } from './credential.ts';
import { getState, setState } from './idb.ts';
import { cleanUp, ensureFile, markUsed } from './media-cache.ts';
import { listenForNudges } from './nudges.ts';

/** A manifest whose every file is stored and verified: the items the screen can play. */
export type ReadyProgram = {
  version: string;
  source: PlayerManifest['source'];
  items: ManifestItem[];
  /** What plays while no item is scheduled: the display's placeholder pictures. */
  placeholders: ManifestItem[];
  /** Each playable file's SHA-256 (its key in the media cache). */
  shaOf: Record<string, string>;
};

type SyncOptions = {
  pairing: Pairing;
  /** A new program is ready (at start from IndexedDB, later after every changed manifest). */
  onReady: (program: ReadyProgram) => void;
  onProgress: (done: number, total: number) => void;
  /** The credential ended (401): the screen pairs again. */
  onEnded: () => void;
  log: (problem: ScreenProblem) => void;
};

const everyMs = 60_000;

/**
 * Keeps the screen's program current (issue 25): asks for the manifest every 60 s with its ETag and at once when the
 * server nudges; downloads a new version's files into the cache and verifies each; hands the program over only when
 * every file is complete. Items whose file does not match its hash are left out and reported. Offline, the last
 * complete program stays.
 */
export function createManifestSync(options: SyncOptions) {
  const { pairing } = options;
  const base = `/player/displays/${pairing.displayId}`;
  let version: string | null = null;
  let busy: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function stage(manifest: PlayerManifest) {
    const bad = new Set<string>();
    let done = 0;
    options.onProgress(done, manifest.files.length);
    for (const file of manifest.files) {
      if ((await ensureFile(file, pairing.credential)) === 'mismatch') {
        bad.add(file.id);
        options.log({ kind: 'fileHashMismatch', fileId: file.id });
      }
      options.onProgress(++done, manifest.files.length);
    }
    const good = manifest.files.filter((file) => !bad.has(file.id));
    const program: ReadyProgram = {
      version: manifest.version,
      source: manifest.source,
      items: manifest.items.filter((item) => !bad.has(item.fileId)),
      placeholders: manifest.placeholders.filter((item) => !bad.has(item.fileId)),
      shaOf: Object.fromEntries(good.map((file) => [file.id, file.sha256])),
    };
    const shas = good.map((file) => file.sha256);
    await setState('program', program);
    markUsed(shas);
    version = manifest.version;
    options.onReady(program);
    await cleanUp(new Set(shas));
  }

  async function check() {
    const response = await request(`${base}/manifest`, {
      credential: pairing.credential,
      headers: version ? { 'if-none-match': `"${version}"` } : {},
    });
    roughOffset(response.headers.get('date'));
    if (response.status === 304) return;
    await stage((await response.json()) as PlayerManifest);
  }

  /** One check at a time; a nudge during a check asks again after it. */
  function refresh(): Promise<void> {
    if (busy) {
      again = true;
      return busy;
    }
    busy = check()
      .catch((error) => {
        if (error instanceof CredentialEnded) options.onEnded();
        else if (!(error instanceof Offline)) console.warn('manifest failed', error);
      })
      .finally(() => {
        busy = null;
        if (again && !stopped) {
          again = false;
          void refresh();
        }
      });
    return busy;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  const onOnline = () => void refresh();
  let stopNudges: (() => void) | undefined;
  return {
    async start() {
      const stored = await getState<ReadyProgram>('program').catch(() => undefined);
      if (stored) {
        stored.placeholders ??= [];
        version = stored.version;
        options.onReady(stored);
      }
      void refresh();
      timer = setInterval(() => void refresh(), everyMs);
      // Back online: ask at once rather than at the next minute.
      addEventListener('online', onOnline);
      stopNudges = listenForNudges(
        pairing,
        `${base}/stream`,
        (next) => {
          if (next !== version) void refresh();
        },
        () => void refresh(),
      );
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      removeEventListener('online', onOnline);
      stopNudges?.();
    },
    version: () => version,
  };
}
