import type { PlayerSelfAnswer } from '@plakat/shared/schemas/player';
import type { ScreenProblem } from '@plakat/shared/schemas/player-status';
import { CredentialEnded, call } from './api.ts';
import { serverNow } from './clock.ts';
import type { Pairing } from './credential.ts';
import { element } from './dom.ts';
import { enqueue } from './idb.ts';
import { reloadIfDue } from './maintenance.ts';
import { createManifestSync } from './manifest-sync.ts';
import { blobOf } from './media-cache.ts';
import { createPlayback } from './playback.ts';
import { createReporter } from './reporter.ts';
import { createStage } from './stage.ts';
import { t } from './texts.ts';

/**
 * A paired screen at work: the stage, the program kept current by the manifest sync, and the reports. Resolves when
 * the credential ends (401: shut down, deactivated, locked, a new player token), so the screen pairs again.
 */
export function playFor(root: HTMLElement, pairing: Pairing): Promise<void> {
  root.replaceChildren();
  const stage = createStage(root);
  const notice = element('section', 'screen');
  notice.hidden = true;
  root.append(notice);
  const say = (text: string | null) => {
    notice.hidden = text === null;
    notice.replaceChildren(...(text === null ? [] : [element('p', '', text)]));
  };
  say(t('connecting'));
  let shas = new Map<string, string>();
  const log = (problem: ScreenProblem) =>
    void enqueue('log', { ...problem, at: new Date(serverNow()).toISOString() }).catch(() => undefined);

  return new Promise<void>((resolve) => {
    let hasProgram = false;
    const playback = createPlayback(stage, {
      blobOf: async (item) => {
        const sha = shas.get(item.fileId);
        return sha ? blobOf(sha) : null;
      },
      onPlayed: (play) => {
        void enqueue('play', play)
          .catch(() => undefined)
          .finally(reloadIfDue);
      },
      onIdle: (idle) => {
        say(idle && hasProgram ? t('nothingToPlay') : null);
        if (!idle) reporter.playing();
      },
      log,
    });
    const sync = createManifestSync({
      pairing,
      onReady: (program) => {
        hasProgram = true;
        shas = new Map(Object.entries(program.shaOf));
        playback.setProgram(program);
      },
      onProgress: (done, total) => {
        if (!hasProgram && total > 0) say(t('preparing', { done, total }));
      },
      onEnded: () => end(),
      log,
    });
    const reporter = createReporter(pairing, {
      nowPlaying: playback.nowPlaying,
      manifestVersion: sync.version,
      captureScreenshot: () => stage.capture(new Date(serverNow())),
      onEnded: () => end(),
    });
    const ticker = setInterval(() => stage.tick(new Date(serverNow())), 1000);
    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(ticker);
      reporter.stop();
      sync.stop();
      playback.stop();
      stage.clear();
      resolve();
    }
    void sync.start();
    call<PlayerSelfAnswer>('/player/me', { credential: pairing.credential })
      .then((self) => {
        if (!hasProgram) say(t('paired', { title: self.title }));
      })
      .catch((error) => {
        if (error instanceof CredentialEnded) end();
      });
  });
}
