import { conflict, forbidden } from '../../lib/errors.ts';
import { type DisplayActor, authorizeOne, canWriteInWizard } from './policy.ts';
import type { Repos } from './repository/index.ts';
import type { DisplayRow } from './repository/displays.ts';

/** The actor's display, locked for the transaction: 404 when foreign, unknown or shut down; 409 when locked. */
export async function lockOwnDisplay(
  repos: Repos,
  actor: DisplayActor,
  id: string,
  opts: { allowLocked?: boolean; lockedKey?: string } = {},
): Promise<DisplayRow> {
  const display = authorizeOne(actor, await repos.displays.find(id, { forUpdate: true }));
  if (display.isLocked && !opts.allowLocked) throw conflict(opts.lockedKey ?? 'apiDisplays.locked');
  return display;
}

/**
 * A display the actor may change through the wizard (its steps and media): 404 when foreign, unknown or shut down,
 * 403 without the wizard's key for its status, 409 when locked.
 */
export async function findEditable(
  repos: Repos,
  actor: DisplayActor,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DisplayRow> {
  const display = authorizeOne(actor, await repos.displays.find(id, opts));
  if (!canWriteInWizard(actor, display)) throw forbidden();
  if (display.isLocked) throw conflict('apiWizard.locked');
  return display;
}
