import type { Permission } from '@plakat/shared';
import type { TenantActor } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';

/** The editor's keys (platform spec §6, ad spot group): creating designs, and changing them. */
export const createKey: Permission = 'ADDSPOT_CREATE_IN_EDITOR';
export const editKey: Permission = 'ADDSPOT_EDIT_IN_EDITOR';
/** Reading the list or a design needs either. */
export const readKeys = [createKey, editKey] as const;

export const mayRead = (actor: Pick<TenantActor, 'permissions'>) => readKeys.some((key) => actor.permissions.has(key));

/** 403 unless the actor holds one of the reading keys (the routes' gate declares them as policy keys). */
export function requireReader(actor: Pick<TenantActor, 'permissions'>) {
  if (!mayRead(actor)) throw forbidden();
}
