import type { Permission } from '@plakat/shared';

type Actor = { userId: string; permissions: ReadonlySet<Permission> };

/**
 * Assigning displays or media files to a user for a role (ASSIGN_ROLE, declared by the route): an external user needs
 * ASSIGN_ROLE_EXTERNAL as well, and nobody widens their own reach.
 */
export const mayAssignResources = (actor: Actor, user: { id: string; affiliation: 'internal' | 'external' }) =>
  user.id !== actor.userId && (user.affiliation === 'internal' || actor.permissions.has('ASSIGN_ROLE_EXTERNAL'));

/** Private files among those an assignment change adds or removes: they need ASSIGN_PRIVATE_FILES. */
export const privateFilesTouched = (files: readonly { infoAccess: 'public' | 'private' }[]) =>
  files.some((file) => file.infoAccess === 'private');
