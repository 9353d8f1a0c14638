import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { createFileUrlSigner } from '../../media/index.ts';
import type { DisplaysForPlayer } from '../displays/index.ts';
import { playerAudience } from './credentials.ts';
import type { PlayerDeps } from './deps.ts';
import { manifestRoutes } from './manifest/routes.ts';
import { monitorBackground } from './monitor/job.ts';

export { minuteOf as offlineNoticeMinute } from './monitor/job.ts';
import { pairingRoutes } from './pairing/routes.ts';
import { playsRoutes } from './plays/routes.ts';
import { problemRoutes } from './problems/routes.ts';
import { screenshotRoutes } from './screenshots/routes.ts';
import { selfRoutes } from './self/routes.ts';
import { createManifestHub } from './stream/hub.ts';
import { streamRoutes } from './stream/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { statusRoutes } from './status/routes.ts';
import { tokenRoutes } from './token/routes.ts';

/**
 * The player context (issue 25): pairing screens by device code, the player's credential (the third audience of
 * plugins/auth.ts), the manifest of what a screen plays with its files and its nudge stream, the screen's heartbeat
 * and the offline monitor, screenshots on request and proof of play. This file is the only one others import.
 */
export function createPlayer(
  core: Core,
  others: { displays: DisplaysForPlayer },
): ContextParts & { authenticate: ReturnType<typeof playerAudience> } {
  const deps: PlayerDeps = {
    ...core,
    displays: others.displays,
    screenshotUrls: createFileUrlSigner(core.config.jwtSecret, 'screenshots'),
  };
  const hub = createManifestHub(core.events);
  return {
    async routes(api: FastifyInstance) {
      await pairingRoutes(api, deps);
      await tokenRoutes(api, deps);
      await selfRoutes(api, deps);
      await manifestRoutes(api, deps);
      await streamRoutes(api, deps, hub);
      await statusRoutes(api, deps);
      await screenshotRoutes(api, deps);
      await playsRoutes(api, deps);
      await problemRoutes(api, deps);
      await settingsRoutes(api, deps);
    },
    background: monitorBackground(deps),
    /** The check of the `player` audience (app.ts hands it to registerAuth). */
    authenticate: playerAudience(deps),
  };
}

export { runMonitor } from './monitor/job.ts';
