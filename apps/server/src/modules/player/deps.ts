import type { Core } from '../../core.ts';
import type { DisplaysForPlayer } from '../displays/index.ts';

/** What the player's use cases get: the core and what the displays context answers about a display. */
export type PlayerDeps = Core & { displays: DisplaysForPlayer };
