import type { Core } from '../../core.ts';
import type { FileUrlSigner } from '../../media/index.ts';
import type { DisplaysForPlayer } from '../displays/index.ts';

/**
 * What the player's use cases get: the core, what the displays context answers about a display, and the signer of
 * screenshot URLs (`/api/files/screenshots/...`).
 */
export type PlayerDeps = Core & { displays: DisplaysForPlayer; screenshotUrls: FileUrlSigner };
