import { describe, expect, it } from 'vitest';
import {
  assignmentCall,
  assignmentHref,
  assignmentReturnHref,
  assignmentTarget,
  reachesEverything,
} from './assignment.ts';

const userId = '11111111-1111-4111-8111-111111111111';
const roleId = '22222222-2222-4222-8222-222222222222';

describe('resource assignment', () => {
  it('calls only when both ids of the address are there', () => {
    expect(assignmentTarget(userId, roleId)).toEqual({ userId, roleId });
    expect(assignmentTarget(userId, undefined)).toBeNull();
    expect(assignmentTarget(undefined, roleId)).toBeNull();
    expect(assignmentTarget('', roleId)).toBeNull();
  });

  it('sends the whole selection for the resource type', () => {
    const call = assignmentCall({ userId, roleId }, 'media', new Set(['a', 'b']));
    expect(call).toEqual({ params: { path: { userId, roleId, resourceType: 'media' } }, body: { ids: ['a', 'b'] } });
    expect(assignmentCall({ userId, roleId }, 'display', []).body.ids).toEqual([]);
  });

  it('returns to the edit-user page on the resources tab with the role and the resource tab', () => {
    expect(assignmentReturnHref(userId, roleId, 'display')).toBe(
      `/dashboard/user-management/edit-user/${userId}?activeTab=2&roleId=${roleId}&resourceTab=displays`,
    );
    expect(assignmentReturnHref(userId, roleId, 'media')).toContain('resourceTab=media');
  });

  it('links each resource tab to its assignment page', () => {
    expect(assignmentHref(userId, roleId, 'displays')).toBe(
      `/dashboard/user-management/edit-user/display-assignment/${userId}/${roleId}`,
    );
    expect(assignmentHref(userId, roleId, 'media')).toBe(
      `/dashboard/user-management/edit-user/media-assignment/${userId}/${roleId}`,
    );
  });

  it('tells a role that reaches everything of a kind without assignments', () => {
    const role = (displayScope: 'all' | 'assigned', mediaScope: 'all' | 'assigned', permissions: string[] = []) => ({
      displayScope,
      mediaScope,
      permissions,
    });
    expect(reachesEverything(role('all', 'assigned'), 'displays')).toBe(true);
    expect(reachesEverything(role('assigned', 'all', ['GET_PRIVATE_MEDIA']), 'displays')).toBe(false);
    expect(reachesEverything(role('assigned', 'all', ['GET_PRIVATE_MEDIA']), 'media')).toBe(true);
    // Without the private read key the scope reaches no private file: assigned files are what the holder sees.
    expect(reachesEverything(role('all', 'all', ['GET_PUBLIC_MEDIA']), 'media')).toBe(false);
    expect(reachesEverything(role('all', 'assigned', ['GET_PRIVATE_MEDIA']), 'media')).toBe(false);
  });
});
