import type { DisplayRow } from './repository.ts';

type Actor = { permissions: ReadonlySet<string> };

/**
 * Who may change a display through the wizard (its steps and its media): CREATE_DISPLAY for a draft, CREATE_DISPLAY
 * or EDIT_DISPLAY for a duplicated display, EDIT_DISPLAY for a completed one.
 */
export function canWrite(actor: Actor, status: DisplayRow['status']): boolean {
  if (status === 'completed') return actor.permissions.has('EDIT_DISPLAY');
  if (status === 'duplicated') return actor.permissions.has('CREATE_DISPLAY') || actor.permissions.has('EDIT_DISPLAY');
  return actor.permissions.has('CREATE_DISPLAY');
}
