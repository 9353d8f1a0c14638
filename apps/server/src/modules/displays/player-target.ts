import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { actorOnDisplay, lockOwnDisplay } from './access.ts';
import type { DisplayActor } from './policy.ts';
import { reposFor } from './repository/index.ts';

/** What the player context learns of a display it pairs a screen with. */
export type PlayerDisplay = { id: string; companyId: string; onlineId: number; title: string };

/**
 * The display a user pairs a screen with, locked for the caller's transaction: reached with EDIT_DISPLAY (404 when
 * foreign, unknown, shut down or not reached), not locked (409), set up through the wizard and active (409: a screen
 * of a draft or a deactivated display would have nothing to play).
 */
export async function displayToPair(tx: Db, actor: DisplayActor, displayId: string): Promise<PlayerDisplay> {
  const display = await lockOwnDisplay(
    reposFor(tx, actor.companyId),
    { ...actor, routeKey: 'EDIT_DISPLAY' },
    displayId,
  );
  if (display.status !== 'completed' || !display.isActive) throw conflict('apiPlayer.displayNotPlaying');
  return { id: display.id, companyId: display.companyId, onlineId: display.onlineId, title: display.title };
}

/**
 * A display whose screen a user looks at (screenshot, plays): the own company's, reached by a role of the actor (the
 * details page's rule; no key beyond it, or the route's key when it names one). 404 when foreign, unknown, shut down
 * or not reached.
 */
export async function displayToRead(db: Db, actor: DisplayActor, displayId: string): Promise<PlayerDisplay> {
  const repos = reposFor(db, actor.companyId);
  const { display } = await actorOnDisplay(repos, actor, await repos.displays.find(displayId));
  return { id: display.id, companyId: display.companyId, onlineId: display.onlineId, title: display.title };
}
