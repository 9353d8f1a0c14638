import type { Permission } from '@plakat/shared';

type Target = { id: string; affiliation: 'internal' | 'external' };

/**
 * What the acting user may do to `target` on the edit-user page, as the server decides it (modules/users/policy.ts):
 * an external user needs the external key as well; nobody changes their own status or roles or deletes themselves.
 */
export function userAbilities(keys: ReadonlySet<string>, selfId: string | undefined, target: Target) {
  const has = (internal: Permission, external: Permission) =>
    keys.has(internal) && (target.affiliation === 'internal' || keys.has(external));
  const other = target.id !== selfId;
  return {
    edit: has('EDIT_USER', 'EDIT_EXTERNAL_USER'),
    status: other && has('EDIT_USER_STATUS', 'EDIT_EXTERNAL_USER'),
    roles: other && has('ASSIGN_ROLE', 'ASSIGN_ROLE_EXTERNAL'),
    remove: other && has('DELETE_USER', 'DELETE_EXTERNAL_USER'),
    message: other && keys.has('SEND_MESSAGE'),
    activity: keys.has('GET_USER_EXTENDED'),
  };
}
