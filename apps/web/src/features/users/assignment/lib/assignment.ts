import { type AssignmentResourceType, mediaAbilityKeys } from '@plakat/shared';
import { paths } from '../../../../config/paths.ts';

/** The edit-user page's resource tabs (`resourceTab` in its address). */
export type ResourceTab = 'displays' | 'media';

export const resourceTypeOf = (tab: ResourceTab): AssignmentResourceType => (tab === 'displays' ? 'display' : 'media');
export const resourceTabOf = (type: AssignmentResourceType): ResourceTab => (type === 'display' ? 'displays' : 'media');

/** The edit-user tab of the assigned resources (edit-user-page.tsx reads `activeTab`). */
export const resourcesTabKey = '2';

/** Whose assignments a page changes: both ids of its address, or nothing to call with. */
export function assignmentTarget(userId: string | undefined, roleId: string | undefined) {
  return userId && roleId ? { userId, roleId } : null;
}

/** The PATCH's parameters and body: the whole set of selected ids (the server replaces the role's set with it). */
export function assignmentCall(
  target: { userId: string; roleId: string },
  type: AssignmentResourceType,
  selected: Iterable<string>,
) {
  return {
    params: { path: { userId: target.userId, roleId: target.roleId, resourceType: type } },
    body: { ids: [...selected] },
  };
}

/** The assignment page of a resource tab. */
export function assignmentHref(userId: string, roleId: string, tab: ResourceTab) {
  const um = paths.dashboard.userManagement;
  return tab === 'displays' ? um.displayAssignment(userId, roleId) : um.mediaAssignment(userId, roleId);
}

/** Back to the edit-user page after an assignment (spec 02 §4): the resources tab, the role and its resource tab. */
export function assignmentReturnHref(userId: string, roleId: string, type: AssignmentResourceType) {
  const search = new URLSearchParams({ activeTab: resourcesTabKey, roleId, resourceTab: resourceTabOf(type) });
  return `${paths.dashboard.userManagement.editUser(userId)}?${search}`;
}

type RoleReach = { permissions: readonly string[]; displayScope: 'all' | 'assigned'; mediaScope: 'all' | 'assigned' };

/**
 * Whether the role reaches every resource of the tab without assignments (as the server's access check decides): a
 * display scope `all` shows every display; a media scope `all` reaches every private file only with a private read
 * key (an assigned file is visible whatever the keys, so assignments still matter without one).
 */
export function reachesEverything(role: RoleReach, tab: ResourceTab) {
  if (tab === 'displays') return role.displayScope === 'all';
  return role.mediaScope === 'all' && mediaAbilityKeys.read.private.some((key) => role.permissions.includes(key));
}
