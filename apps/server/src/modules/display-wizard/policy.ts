import { type Permission, canWriteDisplay } from '@plakat/shared';
import type { DisplayRow } from './repository.ts';

type Actor = { permissions: ReadonlySet<string> };

/** Who may change a display through the wizard (its steps and its media): the shared rule `canWriteDisplay`. */
export const canWrite = (actor: Actor, status: DisplayRow['status']): boolean =>
  canWriteDisplay((key: Permission) => actor.permissions.has(key), status);
