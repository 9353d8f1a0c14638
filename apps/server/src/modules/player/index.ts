import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import type { DisplaysForPlayer } from '../displays/index.ts';
import { playerAudience } from './credentials.ts';
import type { PlayerDeps } from './deps.ts';
import { pairingRoutes } from './pairing/routes.ts';
import { selfRoutes } from './self/routes.ts';
import { tokenRoutes } from './token/routes.ts';

/**
 * The player context (issue 25): pairing screens by device code, the player's credential (the third audience of
 * plugins/auth.ts) and, to come, manifest, heartbeat, screenshots and proof of play. This file is the only one others
 * import.
 */
export function createPlayer(
  core: Core,
  others: { displays: DisplaysForPlayer },
): ContextParts & { authenticate: ReturnType<typeof playerAudience> } {
  const deps: PlayerDeps = { ...core, displays: others.displays };
  return {
    async routes(api: FastifyInstance) {
      await pairingRoutes(api, deps);
      await tokenRoutes(api, deps);
      await selfRoutes(api, deps);
    },
    /** The check of the `player` audience (app.ts hands it to registerAuth). */
    authenticate: playerAudience(deps),
  };
}
